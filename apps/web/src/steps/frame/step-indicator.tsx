'use client';
import { usePathname } from 'next/navigation';
import type { StepSlug } from '@/booking/guards';
// The booking steps as an ordered list: earlier steps link back with the current query (before the scripts have loaded too), the current one is marked for screen readers.
import { StepLink } from '@/steps/step-link';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { bookingLinkAttributes } from './booking-links';
import styles from './frame.module.css';

/** The steps the indicator shows; payment-return and success follow payment without a place of their own. */
export const INDICATOR_STEPS = [
  'check-up',
  'add-ons',
  'location',
  'timeslot',
  'summary',
  'payment',
] as const satisfies readonly StepSlug[];

export function currentStepIndex(pathname: string): number {
  const slug = pathname.split('/')[2] ?? '';
  if (slug === 'payment-return' || slug === 'success') return INDICATOR_STEPS.length;
  return (INDICATOR_STEPS as readonly string[]).indexOf(slug);
}

export function StepIndicator() {
  const copy = useUiCopy();
  const { stepHref, cart } = useCart();
  const current = currentStepIndex(usePathname());
  const total = INDICATOR_STEPS.length;
  const currentStep = INDICATOR_STEPS[current];
  return (
    <nav className={styles.steps} aria-label={copy.text('nav.steps')}>
      {currentStep !== undefined ? (
        <p className={styles.stepCount} aria-hidden="true">
          <span>
            {copy.format('nav.stepOf', {
              current: current + 1,
              total,
            })}
          </span>
          {/* On a narrow phone the current step's name sits here, whole, not squeezed between the numbers. */}
          <span className={styles.stepCountLabel}>{copy.text(`steps.${currentStep}`)}</span>
        </p>
      ) : null}
      <ol className={styles.stepList}>
        {INDICATOR_STEPS.map((step, index) => {
          const label = copy.text(`steps.${step}`);
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          // A partner completing their part has no later steps to go back through.
          const linkable = state === 'done' && index < 5 && !cart.partner;
          return (
            <li key={step} className={styles.step} data-state={state}>
              {linkable ? (
                <StepLink
                  href={stepHref(step)}
                  className={styles.stepItem}
                  {...bookingLinkAttributes()}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.stepLabel}>
                    {label}
                    <span className={styles.visuallyHidden}>
                      {` (${copy.text('steps.completed')})`}
                    </span>
                  </span>
                </StepLink>
              ) : (
                <span
                  className={styles.stepItem}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className={styles.stepLabel}>{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
