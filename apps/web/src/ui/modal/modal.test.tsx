/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { MODAL_VARIANTS, Modal, type ModalVariant } from './modal';

function Harness({ variant = 'light' }: { variant?: ModalVariant }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <UiCopyProvider copy={{ 'modal.close': 'Schliessen' }}>
      <p>{isOpen ? 'open' : 'closed'}</p>
      <Modal title="Good to know" variant={variant} isOpen={isOpen} onOpenChange={setOpen}>
        <p>Bring your ID.</p>
      </Modal>
    </UiCopyProvider>
  );
}

describe('modal dialog', () => {
  it.each(MODAL_VARIANTS)('shows a %s dialog named by its title', (variant) => {
    render(<Harness variant={variant} />);
    const dialog = screen.getByRole('dialog', { name: 'Good to know' });
    expect(dialog).toHaveTextContent('Bring your ID.');
    expect(dialog.closest('[data-variant]')).toHaveAttribute('data-variant', variant);
  });

  it('closes with its close button, labelled in the page language', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click outside the dialog', () => {
    render(<Harness />);
    const overlay = screen.getByRole('dialog').closest('[data-variant]')?.parentElement;
    if (!overlay) throw new Error('no overlay');
    act(() => {
      fireEvent.pointerDown(overlay, { button: 0, pointerId: 1 });
      fireEvent.pointerUp(overlay, { button: 0, pointerId: 1 });
      fireEvent.mouseDown(overlay, { button: 0 });
      fireEvent.mouseUp(overlay, { button: 0 });
    });
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('locks page scroll while open and releases it when closed', () => {
    render(<Harness />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });
});
