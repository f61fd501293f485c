// Step guards: whether a booking step may be entered with the current selection, and where to send the visitor if not.

/** The booking steps in the order a visitor goes through them. */
export const STEP_SLUGS = [
  'check-up',
  'add-ons',
  'location',
  'timeslot',
  'summary',
  'payment',
  'payment-return',
  'success',
] as const;
export type StepSlug = (typeof STEP_SLUGS)[number];

export const GUARD_NAMES = [
  'must-have-check-up',
  'must-have-location',
  'must-have-time-slot',
  'must-have-valid-reservation',
  'must-have-reservation-success',
  'check-partner-reservation',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

/** Where the partner's own link stands: checked with fetch-partner before the check-up step opens. */
export type PartnerVerification = 'pending' | 'verified' | 'failed';

export interface GuardState {
  checkupSlug: string | null;
  locationSlug: string | null;
  timeSlotStart: string | null;
  reservationId: string | null;
  isReservationSuccess: boolean;
  /** Steps visited in this session (persisted for the session). */
  visitedSteps: Iterable<StepSlug>;
  /** The partner link: `partner` with the link's token (read from the fragment). */
  partner: boolean;
  partnerToken: string | null;
  partnerVerification: PartnerVerification;
}

export type GuardOutcome =
  | { kind: 'enter' }
  | { kind: 'redirect'; to: StepSlug; replace: boolean }
  /** Not yet decidable: the page verifies the partner reservation, then runs the guards again. */
  | { kind: 'wait'; reason: 'partner-reservation-verification' };

/** The guards of each step, in the order they run (the specification's route table). */
export const STEP_GUARDS: Record<StepSlug, readonly GuardName[]> = {
  'check-up': ['check-partner-reservation'],
  'add-ons': ['must-have-check-up'],
  location: ['must-have-check-up'],
  timeslot: ['must-have-check-up', 'must-have-location'],
  summary: ['must-have-check-up', 'must-have-location', 'must-have-time-slot'],
  payment: ['must-have-valid-reservation'],
  'payment-return': [],
  success: [
    'must-have-check-up',
    'must-have-location',
    'must-have-time-slot',
    'must-have-reservation-success',
  ],
};

const ENTER: GuardOutcome = { kind: 'enter' };

function missingGoesTo(step: StepSlug): GuardOutcome {
  // Replacing the history entry keeps the back button from bouncing into the same guard.
  return { kind: 'redirect', to: step, replace: true };
}

function isPresent(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

const GUARDS: Record<GuardName, (state: GuardState) => GuardOutcome> = {
  'must-have-check-up': (state) =>
    isPresent(state.checkupSlug) ? ENTER : missingGoesTo('check-up'),
  'must-have-location': (state) =>
    isPresent(state.locationSlug) ? ENTER : missingGoesTo('location'),
  'must-have-time-slot': (state) =>
    isPresent(state.timeSlotStart) ? ENTER : missingGoesTo('timeslot'),
  // The reservation is created from the summary step.
  'must-have-valid-reservation': (state) =>
    isPresent(state.reservationId) ? ENTER : missingGoesTo('summary'),
  'must-have-reservation-success': (state) =>
    state.isReservationSuccess && isPresent(state.reservationId) ? ENTER : missingGoesTo('summary'),
  // A failed check also enters: the page shows fetch-partner's error id and carries on as a normal booking.
  'check-partner-reservation': (state) =>
    state.partner && isPresent(state.partnerToken) && state.partnerVerification === 'pending'
      ? { kind: 'wait', reason: 'partner-reservation-verification' }
      : ENTER,
};

export function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

export function isStepSlug(slug: string): slug is StepSlug {
  return (STEP_SLUGS as readonly string[]).includes(slug);
}

/** Runs one guard by name; a name no guard answers to is a programming error and throws. */
export function runGuard(name: string, state: GuardState): GuardOutcome {
  if (!isGuardName(name)) throw new Error(`Unknown guard: ${name}`);
  return GUARDS[name](state);
}

function firstRefusal(step: StepSlug, state: GuardState): GuardOutcome {
  for (const name of STEP_GUARDS[step]) {
    const outcome = runGuard(name, state);
    if (outcome.kind !== 'enter') return outcome;
  }
  return ENTER;
}

/**
 * Decides whether `step` may be entered. Once the success step has been visited every other step
 * sends the visitor back to it. A refused step redirects to the first step whose requirement is
 * missing: the target's own guards are followed too, so the visitor lands in one hop.
 */
export function runGuards(step: string, state: GuardState): GuardOutcome {
  if (!isStepSlug(step)) throw new Error(`Unknown step: ${step}`);
  if (step !== 'success' && new Set(state.visitedSteps).has('success')) {
    return { kind: 'redirect', to: 'success', replace: true };
  }
  let outcome = firstRefusal(step, state);
  if (outcome.kind !== 'redirect') return outcome;
  // Each redirect goes to an earlier step, so this ends within the number of steps.
  for (let hops = 0; hops < STEP_SLUGS.length; hops += 1) {
    const next = firstRefusal(outcome.to, state);
    if (next.kind !== 'redirect') break;
    outcome = next;
  }
  return outcome;
}
