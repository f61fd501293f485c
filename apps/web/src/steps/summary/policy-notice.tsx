'use client';
// Before paying: what cancelling would give back, step by step with its deadline (site settings' policy), and a plain warning when the chosen time is already inside a reduced, no-refund or no-move window.
import { type CancellationPolicy, policyOutlook } from '@/booking/cancellation-policy';
import { formatInstant } from '@/booking/format';
import { parseInstant } from '@/booking/time';
import type { Locale, ReservationType } from '@/booking/types';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './summary-step.module.css';

export interface PolicyNoticeProps {
  locale: Locale;
  policy: CancellationPolicy;
  reservationType: ReservationType;
  /** The chosen time's start (ISO with offset). */
  timeSlotStart: string;
  /** The moment the notice is read; the browser's clock by default. */
  now?: Date;
}

export function PolicyNotice({
  locale,
  policy,
  reservationType,
  timeSlotStart,
  now = new Date(),
}: PolicyNoticeProps) {
  const copy = useUiCopy();
  const startsAt = parseInstant(timeSlotStart);
  if (startsAt === null) return null;
  const outlook = policyOutlook({ policy, reservationType, startsAt, now });
  const when = (instant: Date) => ({
    day: formatInstant(instant, 'day', locale),
    time: formatInstant(instant, 'time', locale),
  });
  const warnings: string[] = [];
  if (outlook.refundPercentNow === 0) {
    warnings.push(
      copy.format('summary.policy.warnNoRefund', { hours: outlook.noRefundFromHours ?? 0 }),
    );
  } else if (outlook.isReduced) {
    warnings.push(copy.format('summary.policy.warnReduced', { percent: outlook.refundPercentNow }));
  }
  if (outlook.isPastMoveCutoff) {
    warnings.push(
      copy.format('summary.policy.warnNoMove', { hours: policy.rescheduleCutoffHours }),
    );
  }
  return (
    <section className={styles.card} aria-labelledby="policy-heading">
      <h2 id="policy-heading" className={styles.cardHeading}>
        {copy.text('summary.policy.heading')}
      </h2>
      {warnings.map((warning) => (
        <InfoBlock key={warning} variant="error" icon="error" label={warning} />
      ))}
      <ul className={styles.policySteps}>
        {outlook.steps.map((step) => (
          <li key={step.hoursBefore}>
            {step.refundPercent === 100
              ? copy.format('summary.policy.stepFull', when(step.until))
              : copy.format('summary.policy.stepPart', {
                  percent: step.refundPercent,
                  ...when(step.until),
                })}
          </li>
        ))}
        {outlook.steps.length > 0 && outlook.noRefundFromHours !== null ? (
          <li>{copy.text('summary.policy.after')}</li>
        ) : null}
        {outlook.isPastMoveCutoff ? null : (
          <li>{copy.format('summary.policy.move', when(outlook.moveUntil))}</li>
        )}
      </ul>
    </section>
  );
}
