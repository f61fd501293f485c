/** @jest-environment jsdom */
// The lazily loaded modal: nothing on the page before its first opening, then the same dialog as Modal.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { LazyModal } from './lazy-modal';

function Harness() {
  const [isOpen, setOpen] = useState(false);
  return (
    <UiCopyProvider copy={{ 'modal.close': 'Schliessen' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <LazyModal title="Good to know" isOpen={isOpen} onOpenChange={setOpen}>
        <p>Bring your ID.</p>
      </LazyModal>
    </UiCopyProvider>
  );
}

describe('lazily loaded modal', () => {
  it('renders nothing before it is opened, then the dialog named by its title, which closes', async () => {
    render(<Harness />);
    expect(screen.queryByText('Bring your ID.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    // Its first import takes a while in Jest.
    const dialog = await screen.findByRole('dialog', { name: 'Good to know' }, { timeout: 10_000 });
    expect(dialog).toHaveTextContent('Bring your ID.');
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
