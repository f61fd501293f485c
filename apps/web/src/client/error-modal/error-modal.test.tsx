/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { acceptRouteHref } from './accept-route';
import { type ErrorModalControl, ErrorModalProvider, useErrorModal } from './error-modal';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const copy = {
  'errors.title': 'Etwas ist schiefgelaufen',
  'errors.button': 'OK',
  'errors.discount-code-invalid': 'Ungültiger Rabattcode',
};

let control: ErrorModalControl | null = null;
function Capture() {
  control = useErrorModal();
  return null;
}

/** Shows the error and waits for the dialog, whose code loads when the first error comes. */
async function open(errorId: string, route?: string): Promise<HTMLElement> {
  render(
    <UiCopyProvider copy={copy}>
      <ErrorModalProvider>
        <Capture />
      </ErrorModalProvider>
    </UiCopyProvider>,
  );
  act(() => control?.showError(errorId, route));
  return screen.findByRole('alertdialog');
}

describe('error modal', () => {
  beforeEach(() => {
    push.mockClear();
    window.history.replaceState(null, '', '/de-ch/summary?checkup=whole_body_scan&location=bern');
  });

  it('shows the title, the message in the page language and one button', async () => {
    await open('discount-code-invalid');
    const dialog = screen.getByRole('alertdialog', { name: 'Etwas ist schiefgelaufen' });
    expect(dialog).toHaveTextContent('Ungültiger Rabattcode');
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  });

  it('shows an unknown id as given', async () => {
    expect(await open('something-new-broke')).toHaveTextContent('something-new-broke');
  });

  it('closes without navigating when no accept route is set', async () => {
    await open('discount-code-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('leads to the accept route on closing, keeping the query', async () => {
    await open('reserve-timeslot-error-already-booked', '/de-ch/timeslot');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(push).toHaveBeenCalledWith('/de-ch/timeslot?checkup=whole_body_scan&location=bern');
  });
});

describe('accept route', () => {
  it('keeps repeated parameters and lets the route set its own', () => {
    expect(
      acceptRouteHref('/en-ch/check-up?location=geneva', '?location=bern&services=a&services=b'),
    ).toBe('/en-ch/check-up?location=geneva&services=a&services=b');
    expect(acceptRouteHref('/en-ch/location', '')).toBe('/en-ch/location');
  });
});
