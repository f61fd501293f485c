/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('text field', () => {
  it('is labelled and reports what is typed', () => {
    const onChange = jest.fn();
    render(
      <TextField
        label="Email"
        type="email"
        onChange={onChange}
        description="We reply within a day."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We reply within a day.');
    fireEvent.change(input, { target: { value: 'anna@example.ch' } });
    expect(onChange).toHaveBeenCalledWith('anna@example.ch');
  });

  it('shows an error message and marks the input invalid', () => {
    render(<TextField label="Email" errorMessage="Please enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('is valid without an error message', () => {
    render(<TextField label="City" isRequired />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
  });
});
