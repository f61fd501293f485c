/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { DeferredToastRegion } from './deferred-toast-region';
import { createToastQueue, showToast } from './toast-queue';

describe('the deferred toast region', () => {
  it('shows a toast queued before its code has loaded', async () => {
    const queue = createToastQueue();
    render(
      <UiCopyProvider copy={{ 'toast.ok': 'OK' }}>
        <DeferredToastRegion queue={queue} />
      </UiCopyProvider>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      showToast({ message: 'Link copied', durationSeconds: 0 }, queue);
    });
    expect(await screen.findByRole('alertdialog', { name: 'Link copied' })).toBeInTheDocument();
  });
});
