/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Language, Market } from '@/booking/types';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { PhoneInput } from './phone-input';

const copy = {
  'phone.countryLabel': 'Landesvorwahl',
  'validation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'validation.required': 'Pflichtfeld',
};

function setup(
  options: { language?: Language; market?: Market; visitorCountry?: string | null } = {},
) {
  const onChange = jest.fn();
  render(
    <UiCopyProvider copy={copy}>
      <PhoneInput
        label="Telefon"
        language={options.language ?? 'de'}
        market={options.market ?? 'ch'}
        visitorCountry={options.visitorCountry}
        onChange={onChange}
        checkValidity
        isRequired
      />
    </UiCopyProvider>,
  );
  const country = screen.getByRole('combobox', { name: 'Landesvorwahl' });
  const number = screen.getByRole('textbox', { name: /Telefon/ });
  const chooseCountry = (typed: string, optionName: string) => {
    act(() => {
      country.focus();
      fireEvent.change(country, { target: { value: typed } });
    });
    // An option is named by its country and the calling code it shows.
    fireEvent.click(
      screen.getByRole('option', { name: (name) => name.startsWith(`${optionName} +`) }),
    );
  };
  const type = (digits: string) => fireEvent.change(number, { target: { value: digits } });
  const lastChange = () => onChange.mock.calls.at(-1);
  return { country, number, chooseCountry, type, lastChange };
}

describe('phone input', () => {
  it('starts on the market’s home country', () => {
    expect(setup({ market: 'ch' }).country).toHaveValue('+41');
  });

  it('puts the visitor’s country first and starts on it', () => {
    const { country } = setup({ market: 'de', visitorCountry: 'us' });
    expect(country).toHaveValue('+1');
  });

  it('names countries in the page language and filters them by name, code or country', () => {
    const { country } = setup({ language: 'fr' });
    act(() => {
      country.focus();
      fireEvent.change(country, { target: { value: 'allem' } });
    });
    expect(screen.getByRole('option', { name: 'Allemagne +49' })).toBeInTheDocument();
    act(() => {
      fireEvent.change(country, { target: { value: '+44' } });
    });
    expect(screen.getByRole('option', { name: 'Royaume-Uni +44' })).toBeInTheDocument();
  });

  it.each([
    ['+1', 'Vereinigte Staaten +1'],
    ['+358', 'Finnland +358'],
    ['0044', 'Vereinigtes Königreich +44'],
  ])('lists the country a typed code stands for first: %s', (typed, first) => {
    const { country } = setup();
    act(() => {
      country.focus();
      fireEvent.change(country, { target: { value: typed } });
    });
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName(first);
  });

  it.each([
    ['CH', 'Schweiz', '079 123 45 67', '+41791234567'],
    ['DE', 'Deutschland', '0151 23456789', '+4915123456789'],
    ['FR', 'Frankreich', '06 12 34 56 78', '+33612345678'],
    ['IT', 'Italien', '06 1234 5678', '+390612345678'],
    ['GB', 'Vereinigtes Königreich', '07400 123456', '+447400123456'],
    ['US', 'Vereinigte Staaten', '(201) 555-0123', '+12015550123'],
  ])('combines a valid %s number into one international number', (_code, name, typed, phone) => {
    const { chooseCountry, type, lastChange, number } = setup();
    chooseCountry(name.slice(0, 5), name);
    type(typed);
    expect(lastChange()).toEqual([phone, true]);
    fireEvent.blur(number);
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['CH', 'Schweiz', '079 123'],
    ['DE', 'Deutschland', '0301'],
    ['FR', 'Frankreich', '06 12 34'],
    ['IT', 'Italien', '12'],
    ['GB', 'Vereinigtes Königreich', '07400 12'],
    ['US', 'Vereinigte Staaten', '555 0123'],
  ])('refuses an invalid %s number after the field is left', (_code, name, typed) => {
    const { chooseCountry, type, lastChange, number } = setup();
    chooseCountry(name.slice(0, 5), name);
    type(typed);
    expect(lastChange()?.[1]).toBe(false);
    fireEvent.blur(number);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein.');
  });

  it('keeps the digits when the country changes and re-combines them', () => {
    const { chooseCountry, type, lastChange } = setup();
    type('0151 23456789');
    expect(lastChange()?.[1]).toBe(false);
    chooseCountry('Deuts', 'Deutschland');
    expect(lastChange()).toEqual(['+4915123456789', true]);
  });

  it('takes a number typed with its own international prefix as it is', () => {
    const { type, lastChange } = setup();
    type('+33 6 12 34 56 78');
    expect(lastChange()).toEqual(['+33612345678', true]);
  });

  it('asks for a number when required and left empty', () => {
    const { number } = setup();
    fireEvent.blur(number);
    expect(number).toHaveAccessibleDescription('Pflichtfeld');
  });
});
