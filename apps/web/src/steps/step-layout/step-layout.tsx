'use client';
import type { ReactNode } from 'react';
import type { StepSlug } from '@/booking/guards';
// The parts every step shares: its heading with an intro, and the actions bar (back link, primary continue button).
import { StepLink } from '@/steps/step-link';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import styles from './step-layout.module.css';

export function StepHeading({
  id,
  title,
  intro,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
}) {
  return (
    <div className={styles.heading}>
      <h1 id={id}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

export interface StepActionsProps {
  /** The previous step; its link carries the current query. */
  back?: StepSlug;
  continueLabel?: string;
  onContinue?: () => void;
  isDisabled?: boolean;
  /** Shown beside the button, e.g. why it is disabled. */
  hint?: ReactNode;
}

export function StepActions({
  back,
  continueLabel,
  onContinue,
  isDisabled,
  hint,
}: StepActionsProps) {
  const copy = useUiCopy();
  const { stepHref } = useCart();
  return (
    <div className={styles.actions}>
      {back ? (
        <StepLink href={stepHref(back)} className={styles.back}>
          <Icon name="chevron" size={18} className={styles.backIcon} />
          {copy.text('nav.back', 'Back')}
        </StepLink>
      ) : (
        <span />
      )}
      <div className={styles.continue}>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {onContinue ? (
          <Button
            variant="guiding"
            size="l"
            iconEnd="chevron"
            onPress={onContinue}
            isDisabled={isDisabled}
          >
            {continueLabel ?? copy.text('nav.continue', 'Continue')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
