/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { INFO_BLOCK_VARIANTS, InfoBlock } from './info-block';

describe('info block', () => {
  it.each(INFO_BLOCK_VARIANTS)('shows the %s variant with its label and text', (variant) => {
    const { container } = render(
      <InfoBlock variant={variant} icon="info" label="Good to know" text="Bring your ID." />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-variant', variant);
    expect(screen.getByText('Good to know')).toBeInTheDocument();
    expect(screen.getByText('Bring your ID.')).toBeInTheDocument();
    expect(container.querySelector('[data-icon="info"]')).toBeInTheDocument();
  });

  it('needs neither icon nor label', () => {
    const { container } = render(<InfoBlock text="Only text" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-variant', 'default');
  });

  it('is announced when asked to be', () => {
    render(<InfoBlock variant="error" role="alert" text="Payment failed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed.');
  });
});
