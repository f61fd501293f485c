/** @jest-environment jsdom */
// The address country before and after React Aria's select arrives: the same field, and a press made before it is not lost.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CountrySelect, loadCountryPicker } from './country-select';

function draw(value = '', errorMessage: string | null = null) {
  const onChange = jest.fn();
  render(
    <CountrySelect
      label="Land"
      placeholder="Land wählen"
      language="de"
      countries={['CH', 'DE', 'FR']}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
    />,
  );
  return { onChange };
}

describe('country select', () => {
  it('stands in as a button named as the select is (the chosen country, then its label)', async () => {
    draw('DE');
    const standIn = screen.getByRole('button', { name: 'Deutschland Land' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'listbox');
    await act(() => loadCountryPicker());
    expect(screen.getByRole('button', { name: 'Deutschland Land' })).not.toBe(standIn);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says what to do while no country is chosen, before and after', async () => {
    draw();
    expect(screen.getByRole('button', { name: 'Land wählen Land' })).toBeInTheDocument();
    await act(() => loadCountryPicker());
    expect(screen.getByRole('button', { name: 'Land wählen Land' })).toHaveTextContent(
      'Land wählen',
    );
  });

  it('opens its list once it has arrived when pressed before, and takes the choice', async () => {
    const { onChange } = draw();
    fireEvent.click(screen.getByRole('button', { name: 'Land wählen Land' }));
    await act(() => loadCountryPicker());
    const option = await screen.findByRole('option', { name: 'Frankreich' });
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith('FR');
  });

  it('shows its error on the stand-in as on the select', async () => {
    draw('', 'Dieses Feld ist erforderlich.');
    const standIn = screen.getByRole('button', { name: 'Land wählen Land' });
    expect(standIn).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
    expect(standIn).toHaveAttribute('aria-invalid', 'true');
    await act(() => loadCountryPicker());
    await waitFor(() =>
      expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument(),
    );
  });
});
