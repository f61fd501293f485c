import { type GuardState, runGuard, runGuards, STEP_GUARDS, STEP_SLUGS } from './guards';

const nothingChosen: GuardState = {
  checkupSlug: null,
  locationSlug: null,
  timeSlotStart: null,
  reservationId: null,
  isReservationSuccess: false,
  visitedSteps: [],
  partner: false,
  partnerToken: null,
  partnerVerification: 'pending',
};
const chosen = { ...nothingChosen, checkupSlug: 'nova_premium' };
const located = { ...chosen, locationSlug: 'zurich_bellevue' };
const slotted = { ...located, timeSlotStart: '2026-12-01T08:00:00+01:00' };
const reserved = { ...slotted, reservationId: 'b9e1', isReservationSuccess: true };

const enter = { kind: 'enter' };
const redirectTo = (to: string) => ({ kind: 'redirect', to, replace: true });

describe('entering the steps in order', () => {
  it('always lets a visitor start at the check-up step and return from payment', () => {
    expect(runGuards('check-up', nothingChosen)).toEqual(enter);
    expect(runGuards('payment-return', nothingChosen)).toEqual(enter);
  });
  it('needs a check-up for add-ons and location', () => {
    expect(runGuards('add-ons', nothingChosen)).toEqual(redirectTo('check-up'));
    expect(runGuards('location', nothingChosen)).toEqual(redirectTo('check-up'));
    expect(runGuards('add-ons', chosen)).toEqual(enter);
    expect(runGuards('location', chosen)).toEqual(enter);
  });
  it('needs a check-up and a location for the time slot', () => {
    expect(runGuards('timeslot', chosen)).toEqual(redirectTo('location'));
    expect(runGuards('timeslot', located)).toEqual(enter);
  });
  it('needs a time slot as well for the summary', () => {
    expect(runGuards('summary', located)).toEqual(redirectTo('timeslot'));
    expect(runGuards('summary', slotted)).toEqual(enter);
  });
  it('needs a reservation for payment', () => {
    expect(runGuards('payment', slotted)).toEqual(redirectTo('summary'));
    expect(runGuards('payment', { ...slotted, reservationId: 'b9e1' })).toEqual(enter);
  });
  it('needs a successful reservation and the whole selection for success', () => {
    expect(runGuards('success', { ...slotted, reservationId: 'b9e1' })).toEqual(
      redirectTo('summary'),
    );
    expect(runGuards('success', reserved)).toEqual(enter);
    expect(runGuards('success', { ...reserved, timeSlotStart: null })).toEqual(
      redirectTo('timeslot'),
    );
  });
});

describe('where a refused visitor lands', () => {
  it('goes to the first step whose requirement is missing, in one hop', () => {
    expect(runGuards('summary', nothingChosen)).toEqual(redirectTo('check-up'));
    expect(runGuards('summary', chosen)).toEqual(redirectTo('location'));
    expect(runGuards('payment', nothingChosen)).toEqual(redirectTo('check-up'));
    expect(runGuards('payment', located)).toEqual(redirectTo('timeslot'));
    expect(runGuards('success', chosen)).toEqual(redirectTo('location'));
  });
  it('treats a blank value as missing', () => {
    expect(runGuards('add-ons', { ...nothingChosen, checkupSlug: ' ' })).toEqual(
      redirectTo('check-up'),
    );
  });
});

describe('the success lock', () => {
  const visitedSuccess = { ...reserved, visitedSteps: ['check-up', 'success'] as const };
  it('holds a visitor who has reached success there, replacing the history entry', () => {
    for (const step of STEP_SLUGS.filter((slug) => slug !== 'success')) {
      expect(runGuards(step, visitedSuccess)).toEqual(redirectTo('success'));
    }
    expect(runGuards('success', visitedSuccess)).toEqual(enter);
  });
  it('holds them even when the selection has been cleared', () => {
    expect(
      runGuards('check-up', { ...nothingChosen, visitedSteps: new Set(['success'] as const) }),
    ).toEqual(redirectTo('success'));
  });
});

describe('the partner link', () => {
  const partnerLink = { ...nothingChosen, partner: true, partnerToken: 'r-42' };
  it('waits at the check-up step until the partner reservation has been verified', () => {
    expect(runGuards('check-up', partnerLink)).toEqual({
      kind: 'wait',
      reason: 'partner-reservation-verification',
    });
    expect(runGuards('check-up', { ...partnerLink, partnerVerification: 'verified' })).toEqual(
      enter,
    );
  });
  it('enters after a failed verification (the page shows the error)', () => {
    expect(runGuards('check-up', { ...partnerLink, partnerVerification: 'failed' })).toEqual(enter);
  });
  it('does not wait without both partner=true and a partner reservation id', () => {
    expect(runGuards('check-up', { ...partnerLink, partner: false })).toEqual(enter);
    expect(runGuards('check-up', { ...partnerLink, partnerToken: null })).toEqual(enter);
  });
  it('redirects a partner link on a later step to check-up, which then waits', () => {
    expect(runGuards('timeslot', partnerLink)).toEqual(redirectTo('check-up'));
  });
});

describe('guard names', () => {
  it('throws for a guard or step nobody defined', () => {
    expect(() => runGuard('must-have-coffee', nothingChosen)).toThrow(
      'Unknown guard: must-have-coffee',
    );
    expect(() => runGuards('checkout', nothingChosen)).toThrow('Unknown step: checkout');
  });
  it('runs a named guard on its own', () => {
    expect(runGuard('must-have-location', chosen)).toEqual(redirectTo('location'));
  });
  it('guards every step with known guards only', () => {
    expect(Object.keys(STEP_GUARDS).sort()).toEqual([...STEP_SLUGS].sort());
    for (const names of Object.values(STEP_GUARDS)) {
      for (const name of names) expect(() => runGuard(name, reserved)).not.toThrow();
    }
  });
});
