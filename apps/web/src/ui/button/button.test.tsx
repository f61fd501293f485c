/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './button-style';

describe('button', () => {
  it.each(
    BUTTON_VARIANTS.flatMap((variant) => BUTTON_SIZES.map((size) => [variant, size] as const)),
  )('renders the %s variant in size %s as a button with its label', (variant, size) => {
    render(
      <Button variant={variant} size={size}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.className).toContain(variant);
    expect(button.className).toContain(size);
  });

  it('calls onPress when pressed and not when disabled', () => {
    const onPress = jest.fn();
    const { rerender } = render(<Button onPress={onPress}>Book</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <Button onPress={onPress} isDisabled>
        Book
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('keeps its accessible name and refuses presses while pending', () => {
    const onPress = jest.fn();
    render(
      <Button onPress={onPress} isPending icon="check">
        Reserve
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Reserve' });
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('does not submit its form a second time while pending', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Pay</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Pay
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
  });
});
