/** @jest-environment jsdom */
// The summary's cancellation notice before paying: each refund step with its deadline from the policy, and a plain warning when the chosen time is already inside a reduced, no-refund or no-move window.
import { render, screen } from '@testing-library/react';
import { DEFAULT_CANCELLATION_POLICY } from '@/booking/cancellation-policy';
import { MESSAGE_DEFAULTS } from '@/content/message-defaults';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { PolicyNotice } from './policy-notice';

// Thursday 10 December 2026, 10:00 in Zurich.
const START = '2026-12-10T10:00:00+01:00';
const hoursBefore = (hours: number) => new Date(new Date(START).getTime() - hours * 3_600_000);

function notice(now: Date, reservationType: 'full' | 'downpayment' = 'full') {
  return render(
    <UiCopyProvider copy={MESSAGE_DEFAULTS}>
      <PolicyNotice
        locale="en-ch"
        policy={DEFAULT_CANCELLATION_POLICY}
        reservationType={reservationType}
        timeSlotStart={START}
        now={now}
      />
    </UiCopyProvider>,
  );
}

describe('the cancellation notice on the summary', () => {
  it('says what comes back by when, for a time a week ahead, without a warning', () => {
    notice(hoursBefore(24 * 7));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Full refund if you cancel by Tuesday, 8 December 2026, 10:00.',
      '50 % refunded if you cancel by Wednesday, 9 December 2026, 10:00.',
      'After that, nothing is refunded.',
      'You can move your appointment to another time until Wednesday, 9 December 2026, 10:00.',
    ]);
    expect(screen.queryByText(/This time is/)).toBeNull();
  });

  it('warns that only half comes back for a time 30 hours ahead', () => {
    notice(hoursBefore(30));
    expect(
      screen.getByText(
        'This time is soon: if you cancel after paying, only 50 % of what you paid is refunded.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Full refund/)).toBeNull();
  });

  it('warns plainly that a slot 23 hours ahead refunds nothing and cannot be moved', () => {
    notice(hoursBefore(23));
    expect(
      screen.getByText(
        'This time is less than 24 hours away: if you cancel after paying, nothing is refunded.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'This time is less than 24 hours away: once booked, it can no longer be moved to another time.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/You can move/)).toBeNull();
  });

  it('holds a downpayment to its own terms: 71 hours ahead is already without refund', () => {
    notice(hoursBefore(71), 'downpayment');
    expect(
      screen.getByText(
        'This time is less than 72 hours away: if you cancel after paying, nothing is refunded.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/You can move your appointment/)).toBeVisible();
  });
});
