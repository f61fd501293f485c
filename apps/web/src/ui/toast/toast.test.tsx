/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UiCopyProvider } from '../ui-copy/ui-copy';
import { ToastRegion } from './toast';
import { createToastQueue, showToast, TOAST_VARIANTS, type ToastQueue } from './toast-queue';

function renderRegion(queue: ToastQueue) {
  return render(
    <UiCopyProvider copy={{ 'toast.ok': 'OK' }}>
      <ToastRegion queue={queue} />
    </UiCopyProvider>,
  );
}

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(TOAST_VARIANTS)('shows a %s toast with its message and an OK button', (variant) => {
    const queue = createToastQueue();
    renderRegion(queue);
    act(() => {
      showToast({ message: 'Discount applied', variant }, queue);
    });
    const toast = screen.getByRole('alertdialog', { name: 'Discount applied' });
    expect(toast).toHaveAttribute('data-variant', variant);
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('hides after 5 seconds by default', () => {
    const queue = createToastQueue();
    renderRegion(queue);
    act(() => {
      showToast({ message: 'Saved' }, queue);
    });
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('keeps to its own duration', () => {
    const queue = createToastQueue();
    renderRegion(queue);
    act(() => {
      showToast({ message: 'Slot held', durationSeconds: 10 }, queue);
    });
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText('Slot held')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.queryByText('Slot held')).not.toBeInTheDocument();
  });

  it('closes when OK is pressed', () => {
    const queue = createToastQueue();
    renderRegion(queue);
    act(() => {
      showToast({ message: 'Read me', durationSeconds: 0 }, queue);
    });
    act(() => jest.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('can hide its OK button, and then always hides by itself', () => {
    const queue = createToastQueue();
    renderRegion(queue);
    act(() => {
      showToast({ message: 'Copied', hideOkButton: true, durationSeconds: 0 }, queue);
    });
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });
});
