/** @jest-environment jsdom */
// The birth date's three fields: named as a group, typed as a person types, the value the rules read, and the order every site locale writes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { LOCALES } from '@/booking/types';
import { birthDateSchema, MESSAGES } from '@/booking/validation';
import { BirthDateField, birthDatePartsOf, birthDateValueOf } from './birth-date-field';

const PART_LABELS = { day: 'Tag', month: 'Monat', year: 'Jahr' };

/** The field as the form holds it: the value it reports is the value it is given back. */
function Form({
  initial = '',
  onChange,
  onBlur,
  errorMessage = null,
}: {
  initial?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  errorMessage?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthDateField
        label="Geburtsdatum"
        partLabels={PART_LABELS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        onBlur={onBlur}
        errorMessage={errorMessage}
      />
      <button type="button" onClick={() => setValue('1975-12-03')}>
        session read
      </button>
      <input aria-label="next field" />
    </>
  );
}

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value: text } });

const shown = () =>
  ['Tag', 'Monat', 'Jahr'].map(
    (label) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value,
  );

async function messageOf(value: string): Promise<string | null> {
  return birthDateSchema('2026-11-28')
    .validate(value)
    .then(
      () => null,
      (error: Error) => error.message,
    );
}

describe('birth date field', () => {
  it('is a group named by its label, with day, month and year in that order, for a birthday autofill', () => {
    render(<Form />);
    const group = screen.getByRole('group', { name: 'Geburtsdatum' });
    const fields = within(group).getAllByRole('textbox');
    expect(fields).toEqual([
      screen.getByRole('textbox', { name: 'Tag' }),
      screen.getByRole('textbox', { name: 'Monat' }),
      screen.getByRole('textbox', { name: 'Jahr' }),
    ]);
    expect(fields.map((field) => field.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    for (const field of fields) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('aria-required', 'true');
    }
  });

  it('reports YYYY-MM-DD once all three are typed, a single digit padded', () => {
    const onChange = jest.fn();
    render(<Form onChange={onChange} />);
    type('Tag', '7');
    type('Monat', '5');
    type('Jahr', '1980');
    expect(onChange).toHaveBeenLastCalledWith('1980-05-07');
    // What the person typed stays as typed.
    expect(shown()).toEqual(['7', '5', '1980']);
  });

  it('keeps an unfinished date as typed, which the rules call invalid, and empty as required', async () => {
    const onChange = jest.fn();
    render(<Form onChange={onChange} />);
    type('Tag', '17');
    type('Jahr', '1980');
    expect(shown()).toEqual(['17', '', '1980']);
    const unfinished = onChange.mock.lastCall?.[0] as string;
    expect(await messageOf(unfinished)).toBe(MESSAGES.date);
    type('Tag', '');
    type('Jahr', '');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(await messageOf('')).toBe(MESSAGES.required);
  });

  it('takes digits only, as many as the part has', () => {
    render(<Form />);
    type('Tag', '1a7');
    type('Monat', '0.5');
    expect(shown()).toEqual(['17', '05', '']);
    for (const [label, length] of [
      ['Tag', '2'],
      ['Monat', '2'],
      ['Jahr', '4'],
    ] as const) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', length);
    }
  });

  it('says it was left only when the focus leaves all three', () => {
    const onBlur = jest.fn();
    render(<Form onBlur={onBlur} />);
    const [day, month, year] = ['Tag', 'Monat', 'Jahr'].map((label) =>
      screen.getByRole('textbox', { name: label }),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    fireEvent.blur(day, { relatedTarget: month });
    fireEvent.blur(month, { relatedTarget: year });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(year, { relatedTarget: screen.getByRole('textbox', { name: 'next field' }) });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows a date it is given, and one given later (a session read) replaces what was there', () => {
    render(<Form initial="1980-05-17" />);
    expect(shown()).toEqual(['17', '05', '1980']);
    type('Tag', '1');
    fireEvent.click(screen.getByRole('button', { name: 'session read' }));
    expect(shown()).toEqual(['03', '12', '1975']);
  });

  it('marks all three invalid, each described by the one message', () => {
    render(<Form errorMessage="Bitte geben Sie ein gültiges Geburtsdatum ein." />);
    for (const label of ['Tag', 'Monat', 'Jahr']) {
      const field = screen.getByRole('textbox', { name: label });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Bitte geben Sie ein gültiges Geburtsdatum ein.');
    }
  });

  it('writes and reads back the same parts', () => {
    for (const parts of [
      { day: '17', month: '05', year: '1980' },
      { day: '17', month: '', year: '1980' },
      { day: '', month: '', year: '19' },
    ]) {
      const value = birthDateValueOf(parts);
      expect(birthDatePartsOf(value)).toEqual(
        value.length === 10 ? { day: '17', month: '05', year: '1980' } : parts,
      );
    }
    expect(birthDateValueOf({ day: '', month: '', year: '' })).toBe('');
  });

  it.each(LOCALES)('%s writes a date day, month, year, the fields’ order', (locale) => {
    const order = new Intl.DateTimeFormat(locale)
      .formatToParts(new Date(Date.UTC(1980, 4, 17)))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year');
    expect(order).toEqual(['day', 'month', 'year']);
  });
});
