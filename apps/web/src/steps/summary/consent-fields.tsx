'use client';
// The summary's consent: two unticked native checkboxes (terms and privacy notice; health data), their editors' texts with links, and the reason beside a box Reserve found unticked.
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import { type ConsentGiven, type ConsentTexts, consentTextParts } from '@/booking/consent';
import type { Locale } from '@/booking/types';
import type { PlainKey } from '@/ui/copy';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './consent.module.css';

export type ConsentBox = 'terms' | 'healthData';
const BOXES: readonly ConsentBox[] = ['terms', 'healthData'];

export type ConsentTicks = Record<ConsentBox, boolean>;

export interface ConsentChoice {
  ticks: ConsentTicks;
  /** Whether a refused Reserve has shown the reasons (they stay until their box is ticked). */
  isShowingReasons: boolean;
  toggle: (box: ConsentBox, ticked: boolean) => void;
  inputs: Record<ConsentBox, RefObject<HTMLInputElement | null>>;
  /**
   * True when both boxes are ticked; otherwise shows the reasons and, when `focus`, puts the
   * focus on the first unticked box.
   */
  attempt: (focus: boolean) => boolean;
  /** The consent as the create request carries it. */
  given: ConsentGiven;
}

export function useConsentChoice(version: string): ConsentChoice {
  const [ticks, setTicks] = useState<ConsentTicks>({ terms: false, healthData: false });
  const [isShowingReasons, setShowingReasons] = useState(false);
  const terms = useRef<HTMLInputElement>(null);
  const healthData = useRef<HTMLInputElement>(null);
  const inputs = useMemo(() => ({ terms, healthData }), []);
  const toggle = useCallback(
    (box: ConsentBox, ticked: boolean) => setTicks((current) => ({ ...current, [box]: ticked })),
    [],
  );
  const attempt = useCallback(
    (focus: boolean) => {
      const unticked = BOXES.find((box) => !ticks[box]);
      if (unticked === undefined) return true;
      setShowingReasons(true);
      if (focus) inputs[unticked].current?.focus();
      return false;
    },
    [ticks, inputs],
  );
  return {
    ticks,
    isShowingReasons,
    toggle,
    inputs,
    attempt,
    given: { version, terms: ticks.terms, healthData: ticks.healthData },
  };
}

/** An editor's text with its `[label](href)` links, each opening in a new tab (the form stays). */
function ConsentText({ text, newTab, locale }: { text: string; newTab: string; locale: Locale }) {
  return consentTextParts(text, locale).map((part, index) =>
    'href' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <span className={styles.visuallyHidden}> {newTab}</span>
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <span key={index}>{part.text}</span>
    ),
  );
}

const REASON_KEYS: Record<ConsentBox, PlainKey> = {
  terms: 'summary.consent.termsRequired',
  healthData: 'summary.consent.healthDataRequired',
};

export interface ConsentFieldsProps {
  /** Distinguishes the ids when two forms share a page. */
  idPrefix: string;
  texts: ConsentTexts;
  /** The page's locale: a link to a site path (`/privacy`) leads to its page in this locale. */
  locale: Locale;
  choice: ConsentChoice;
  isDisabled?: boolean;
}

export function ConsentFields({
  idPrefix,
  texts,
  locale,
  choice,
  isDisabled = false,
}: ConsentFieldsProps) {
  const copy = useUiCopy();
  const newTab = copy.text('summary.consent.newTab');
  return (
    <fieldset className={styles.consent} data-consent>
      <legend className={styles.legend}>{copy.text('summary.consent.heading')}</legend>
      {BOXES.map((box) => {
        const id = `${idPrefix}-consent-${box}`;
        const isInvalid = choice.isShowingReasons && !choice.ticks[box];
        const key = REASON_KEYS[box];
        return (
          <div key={box} className={styles.box}>
            <input
              ref={choice.inputs[box]}
              id={id}
              name={`consent-${box}`}
              type="checkbox"
              className={styles.input}
              checked={choice.ticks[box]}
              onChange={(event) => choice.toggle(box, event.currentTarget.checked)}
              disabled={isDisabled}
              required
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-error` : undefined}
            />
            <label htmlFor={id} className={styles.label}>
              <ConsentText text={texts[box]} newTab={newTab} locale={locale} />
            </label>
            {isInvalid ? (
              <p id={`${id}-error`} className={styles.error}>
                {copy.text(key)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
