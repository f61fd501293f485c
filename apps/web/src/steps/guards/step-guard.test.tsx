/** @jest-environment jsdom */
// The booking domain's guards wired into the steps: redirects keep the query, the success lock replaces, entering marks a step visited.
import { screen, waitFor } from '@testing-library/react';
import type { GuardOutcome } from '@/booking/guards';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { useStepGuard } from './step-guard';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

function Show({
  step,
  pending = false,
}: {
  step: 'check-up' | 'location' | 'summary';
  pending?: boolean;
}) {
  const outcome: GuardOutcome | null = useStepGuard(step, pending ? 'pending' : 'verified');
  return <p>{outcome === null ? 'undecided' : outcome.kind}</p>;
}

describe('step guards in the browser', () => {
  it('sends a visitor without a check-up from the location step to the check-up step', async () => {
    renderWithCart(<Show step="location" />, { url: '/de-ch/location' });
    await screen.findByText('redirect');
    expect(router.replace).toHaveBeenCalledWith('/de-ch/check-up');
  });

  it('keeps the query when it redirects to the first missing requirement', async () => {
    renderWithCart(<Show step="summary" />, { url: '/en-ch/summary?checkup=mammography' });
    await screen.findByText('redirect');
    expect(router.replace).toHaveBeenCalledWith('/en-ch/location?checkup=mammography');
  });

  it('enters with the session cart and remembers the visit', async () => {
    renderWithCart(<Show step="location" />, {
      url: '/de-ch/location',
      session: { checkupSlug: 'mammography', visitedSteps: ['check-up'] },
    });
    await screen.findByText('enter');
    await waitFor(() => expect(storedCart().visitedSteps).toEqual(['check-up', 'location']));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('holds a visitor who has reached success there, replacing the history entry', async () => {
    renderWithCart(<Show step="location" />, {
      url: '/de-ch/location',
      session: { checkupSlug: 'mammography', visitedSteps: ['success'] },
    });
    await screen.findByText('redirect');
    expect(router.replace).toHaveBeenCalledWith('/de-ch/success?checkup=mammography');
  });

  it('waits on a partner link until the reservation has been verified', async () => {
    renderWithCart(<Show step="check-up" pending />, {
      url: '/de-ch/check-up#partner=abc',
    });
    await screen.findByText('wait');
    expect(router.replace).not.toHaveBeenCalled();
  });
});
