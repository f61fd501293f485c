'use client';
import type { MouseEvent, ReactNode } from 'react';
import type { StepSlug } from '@/booking/guards';
// The parts every step shares: its heading with an intro, and the actions bar (back link, primary continue button).
import { StepLink } from '@/steps/step-link';
import { Button } from '@/ui/button/button';
import { buttonClassName } from '@/ui/button/button-style';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { bookingLinkAttributes, isPlainClick } from '../frame/booking-links';
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
  /**
   * How Continue works before the page's scripts have loaded: a link to this step (carrying the
   * current query), or the submit button of the form around it. Otherwise it is a button only.
   */
  continueAs?: { link: StepSlug } | 'submit';
  isDisabled?: boolean;
  /** Shown beside the button, e.g. why it is disabled. */
  hint?: ReactNode;
}

export function StepActions({
  back,
  continueLabel,
  onContinue,
  continueAs,
  isDisabled,
  hint,
}: StepActionsProps) {
  const copy = useUiCopy();
  const { stepHref, locale } = useCart();
  const label = continueLabel ?? copy.text('nav.continue');
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || onContinue === undefined) return;
    event.preventDefault();
    onContinue();
  };
  return (
    <StepBar backHref={back ? stepHref(back) : undefined}>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {typeof continueAs === 'object' ? (
        <a
          href={`/${locale}/${continueAs.link}`}
          {...bookingLinkAttributes()}
          className={buttonClassName({ variant: 'guiding', size: 'l' })}
          onClick={follow}
        >
          {label}
          <Icon name="chevron" size={20} />
        </a>
      ) : continueAs === 'submit' ? (
        <Button variant="guiding" size="l" iconEnd="chevron" type="submit" isDisabled={isDisabled}>
          {label}
        </Button>
      ) : onContinue ? (
        <Button
          variant="guiding"
          size="l"
          iconEnd="chevron"
          onPress={onContinue}
          isDisabled={isDisabled}
        >
          {label}
        </Button>
      ) : null}
    </StepBar>
  );
}

/**
 * The bar at the bottom of every step, the same on each: the way back at the left, the way on at
 * the right; it stays in reach at the bottom of the screen.
 */
export function StepBar({ backHref, children }: { backHref?: string; children: ReactNode }) {
  const copy = useUiCopy();
  return (
    <div className={styles.actions}>
      {backHref ? (
        <StepLink href={backHref} className={styles.back} {...bookingLinkAttributes()}>
          <Icon name="chevron" size={18} className={styles.backIcon} />
          {copy.text('nav.back')}
        </StepLink>
      ) : (
        <span />
      )}
      <div className={styles.continue}>{children}</div>
    </div>
  );
}
