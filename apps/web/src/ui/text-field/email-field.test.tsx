/** @jest-environment jsdom */
// The email field's "Did you mean …?": offered after leaving a mistyped address, read out, taken by keyboard or pointer, in the page's language.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { EmailField } from './email-field';

const COPY = {
  en: { 'validation.emailSuggestion': 'Did you mean {email}?' },
  de: { 'validation.emailSuggestion': 'Meinten Sie {email}?' },
  fr: { 'validation.emailSuggestion': 'Vouliez-vous dire {email} ?' },
};

function Form({ language = 'en' }: { language?: keyof typeof COPY }) {
  const [email, setEmail] = useState('');
  return (
    <UiCopyProvider copy={COPY[language]}>
      <EmailField label="Email" value={email} onChange={setEmail} />
      <button type="button">Next field</button>
    </UiCopyProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Email' });

function typeAndLeave(value: string) {
  fireEvent.change(input(), { target: { value } });
  fireEvent.blur(input());
}

describe('the email field’s suggestion', () => {
  it('offers the likely address once the field is left, in a polite live region, and describes the field with it', () => {
    render(<Form />);
    fireEvent.change(input(), { target: { value: 'anna@gmail' } });
    // Not while typing.
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    fireEvent.blur(input());
    const offer = screen.getByRole('button', { name: 'Did you mean anna@gmail.com?' });
    expect(offer.closest('[aria-live="polite"]')).not.toBeNull();
    expect(input()).toHaveAccessibleDescription('Did you mean anna@gmail.com?');
  });

  it('takes the suggestion from the keyboard, puts the address in the field and focus back on it', () => {
    render(<Form />);
    typeAndLeave('anna@hotmial.com');
    const offer = screen.getByRole('button', { name: 'Did you mean anna@hotmail.com?' });
    offer.focus();
    // A native button: Enter and Space press it; the click is what they fire.
    fireEvent.click(offer);
    expect(input()).toHaveValue('anna@hotmail.com');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    fireEvent.blur(input());
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it('offers nothing for a right address, and hides the offer when the visitor types again', () => {
    render(<Form />);
    typeAndLeave('anna@bluewin.ch');
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
    typeAndLeave('anna@bluwin.ch');
    expect(screen.getByRole('button', { name: 'Did you mean anna@bluewin.ch?' })).toBeVisible();
    fireEvent.change(input(), { target: { value: 'anna@bluwin.c' } });
    expect(screen.queryByRole('button', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it.each([
    ['de', 'Meinten Sie max@web.de?'],
    ['fr', 'Vouliez-vous dire max@web.de ?'],
  ] as const)('asks in %s', (language, question) => {
    render(<Form language={language} />);
    typeAndLeave('max@web');
    expect(screen.getByRole('button', { name: question })).toBeVisible();
  });
});
