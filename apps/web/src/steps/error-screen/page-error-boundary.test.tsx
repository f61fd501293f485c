/** @jest-environment jsdom */
// The locale's error boundary: a script chunk that failed to load reloads the route once per 10 s per path; anything else shows the 500 screen.
import { render, screen, waitFor } from '@testing-library/react';
import { MESSAGE_DEFAULTS } from '@/content/message-defaults';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { resetNavigation } from '../test-support/navigation';
import { PageErrorBoundary } from './page-error-boundary';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

function chunkError() {
  const error = new Error('Loading chunk 521 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function show(error: Error, load: (href: string) => void) {
  return render(
    <UiCopyProvider copy={MESSAGE_DEFAULTS} locale="en-CH">
      <PageErrorBoundary error={error} load={load} />
    </UiCopyProvider>,
  );
}

describe('the page error boundary', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    resetNavigation('/en-ch/timeslot?checkup=whole_body_scan&location=bern');
  });

  it('reloads the route a failed script chunk was for, showing no error screen', async () => {
    const load = jest.fn();
    show(chunkError(), load);
    await waitFor(() =>
      expect(load).toHaveBeenCalledWith('/en-ch/timeslot?checkup=whole_body_scan&location=bern'),
    );
    // Give the lazy screen its chance: it must not come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the 500 screen when the same path failed again within 10 seconds', async () => {
    const load = jest.fn();
    const first = show(chunkError(), load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    first.unmount();
    show(chunkError(), load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
  });

  it('shows the 500 screen for any other error, reloading nothing', async () => {
    const load = jest.fn();
    show(new TypeError('Cannot read properties of undefined'), load);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
