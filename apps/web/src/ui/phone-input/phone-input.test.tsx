/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Language, Market } from '@/booking/types';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { loadPhoneCountryPicker, PhoneInput } from './phone-input';
import { loadPhoneRules } from './phone-rules';

const copy = {
  'phone.countryLabel': 'Landesvorwahl',
  'validation.phone': 'Bitte geben Sie eine gültige Telefonnummer ein.',
  'validation.required': 'Pflichtfeld',
};

interface SetupOptions {
  language?: Language;
  market?: Market;
  visitorCountry?: string | null;
  defaultValue?: string;
}

/**
 * The field drawn; neither its rules (libphonenumber) nor its combo box have arrived yet: a plain
 * input named as the combo box stands in for it.
 */
function draw(options: SetupOptions = {}) {
  const onChange = jest.fn();
  const view = render(
    <UiCopyProvider copy={copy}>
      <PhoneInput
        label="Telefon"
        language={options.language ?? 'de'}
        market={options.market ?? 'ch'}
        visitorCountry={options.visitorCountry}
        defaultValue={options.defaultValue}
        onChange={onChange}
        checkValidity
        isRequired
      />
    </UiCopyProvider>,
  );
  const country = screen.getByRole('textbox', { name: 'Landesvorwahl' });
  const number = screen.getByRole('textbox', { name: /Telefon/ });
  const chooseCountry = (typed: string, optionName: string) => {
    const country = screen.getByRole('combobox', { name: 'Landesvorwahl' });
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
  const flag = () => view.container.querySelector('[aria-hidden="true"]')?.textContent;
  return { country, number, chooseCountry, type, lastChange, onChange, flag };
}

/** The field with its rules and combo box arrived, as a visitor meets it a moment after the form shows. */
async function setup(options: SetupOptions = {}) {
  const field = draw(options);
  await act(() => Promise.all([loadPhoneRules(), loadPhoneCountryPicker()]));
  return { ...field, country: screen.getByRole('combobox', { name: 'Landesvorwahl' }) };
}

describe('phone input', () => {
  it('starts on the market’s home country', async () => {
    expect((await setup({ market: 'ch' })).country).toHaveValue('+41');
  });

  it('puts the visitor’s country first and starts on it', async () => {
    const { country } = await setup({ market: 'de', visitorCountry: 'us' });
    expect(country).toHaveValue('+1');
  });

  it('names countries in the page language and filters them by name, code or country', async () => {
    const { country } = await setup({ language: 'fr' });
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
  ])('lists the country a typed code stands for first: %s', async (typed, first) => {
    const { country } = await setup();
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
  ])(
    'combines a valid %s number into one international number',
    async (_code, name, typed, phone) => {
      const { chooseCountry, type, lastChange, number } = await setup();
      chooseCountry(name.slice(0, 5), name);
      type(typed);
      expect(lastChange()).toEqual([phone, true]);
      fireEvent.blur(number);
      expect(number).not.toHaveAttribute('aria-invalid');
    },
  );

  it.each([
    ['CH', 'Schweiz', '079 123'],
    ['DE', 'Deutschland', '0301'],
    ['FR', 'Frankreich', '06 12 34'],
    ['IT', 'Italien', '12'],
    ['GB', 'Vereinigtes Königreich', '07400 12'],
    ['US', 'Vereinigte Staaten', '555 0123'],
  ])('refuses an invalid %s number after the field is left', async (_code, name, typed) => {
    const { chooseCountry, type, lastChange, number } = await setup();
    chooseCountry(name.slice(0, 5), name);
    type(typed);
    expect(lastChange()?.[1]).toBe(false);
    fireEvent.blur(number);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Bitte geben Sie eine gültige Telefonnummer ein.');
  });

  it('keeps the digits when the country changes and re-combines them', async () => {
    const { chooseCountry, type, lastChange } = await setup();
    type('0151 23456789');
    expect(lastChange()?.[1]).toBe(false);
    chooseCountry('Deuts', 'Deutschland');
    expect(lastChange()).toEqual(['+4915123456789', true]);
  });

  it('takes a number typed with its own international prefix as it is', async () => {
    const { type, lastChange } = await setup();
    type('+33 6 12 34 56 78');
    expect(lastChange()).toEqual(['+33612345678', true]);
  });

  it('asks for a number when required and left empty', async () => {
    const { number } = await setup();
    fireEvent.blur(number);
    expect(number).toHaveAccessibleDescription('Pflichtfeld');
  });

  describe('before its rules have arrived', () => {
    it('takes the digits as typed, judges nothing, and says the number again once they are there', async () => {
      const { type, lastChange, number } = draw({ market: 'ch' });
      type('079 123 45 67');
      expect(lastChange()).toEqual(['+410791234567', false]);
      fireEvent.blur(number);
      expect(number).not.toHaveAttribute('aria-invalid');
      await act(() => loadPhoneRules());
      // The Swiss trunk prefix dropped, and the number valid.
      expect(lastChange()).toEqual(['+41791234567', true]);
    });

    it('starts on the calling code of the number it is given, and on its country once the rules tell', async () => {
      const { country, number, flag, onChange } = draw({ defaultValue: '+14165550123' });
      expect(country).toHaveValue('+1');
      expect(number).toHaveValue('4165550123');
      expect(flag()).toBe('🇺🇸');
      await act(() => loadPhoneRules());
      expect(flag()).toBe('🇨🇦');
      // The same number: nothing to say again.
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('before its combo box has arrived', () => {
    it('keeps what is typed in its place, and the focus, which opens the list filtered by it', async () => {
      const { country } = draw({ language: 'de' });
      act(() => {
        country.focus();
        fireEvent.change(country, { target: { value: 'deuts' } });
      });
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await act(() => loadPhoneCountryPicker());
      const comboBox = screen.getByRole('combobox', { name: 'Landesvorwahl' });
      expect(comboBox).toHaveValue('deuts');
      await waitFor(() => expect(comboBox).toHaveFocus());
      expect(screen.getByRole('option', { name: 'Deutschland +49' })).toBeInTheDocument();
    });

    it('leaves the focus where it is when the visitor is elsewhere', async () => {
      const { number } = draw();
      act(() => number.focus());
      await act(() => loadPhoneCountryPicker());
      expect(number).toHaveFocus();
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
  });
});
