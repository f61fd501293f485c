'use client';
// The safety answers of the person at the screen (the customer on the summary, the partner on their link): held in the page's memory only (health data, never in the session or the address), judged as they answer.
import { useCallback, useMemo, useRef, useState } from 'react';
import {
  choiceOf,
  type ScreenedPerson,
  type ScreeningSheet,
  type ScreeningVerdict,
  screen,
} from '@/booking/screening';
import type { ScreeningQuestionView } from './screening-view';

export interface Screening {
  questions: readonly ScreeningQuestionView[];
  persons: readonly ScreenedPerson[];
  sheet: ScreeningSheet;
  verdicts: Record<ScreenedPerson, ScreeningVerdict>;
  /** Why each person cannot book online, as soon as they choose such an answer (other questions open or not). */
  blockedReasons: Record<ScreenedPerson, string[]>;
  /** True once Reserve was pressed: unanswered questions show their error from then on. */
  showErrors: boolean;
  answer: (person: ScreenedPerson, question: string, value: string) => void;
  /** Whether the booking may go on; else the first unanswered question, or the refusal, takes the focus. */
  attempt: () => boolean;
  /** Where the refusal is drawn, to move the focus to it. */
  blockedRef: React.RefObject<HTMLDivElement | null>;
}

export const radioId = (person: ScreenedPerson, question: string) =>
  `screening-${person}-${question}`;

/**
 * Each person answers for themselves (decision 0072): the page asks the one person at the screen,
 * sent as the sheet's `customer`; a pair's partner answers on their own link, so the summary never
 * asks for them.
 */
const PERSONS: readonly ScreenedPerson[] = ['customer'];

export function useScreening(questions: readonly ScreeningQuestionView[]): Screening {
  const [customer, setCustomer] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const blockedRef = useRef<HTMLDivElement>(null);
  const sheet: ScreeningSheet = useMemo(() => ({ customer, partner: null }), [customer]);
  const verdicts = useMemo(
    () => ({ customer: screen(questions, customer), partner: screen(questions, {}) }),
    [questions, customer],
  );
  const blockedReasons = useMemo(() => {
    const reasons = questions.flatMap((question) => {
      const chosen = choiceOf(question, customer);
      return chosen?.outcome === 'blocked' ? [chosen.reason ?? ''] : [];
    });
    return { customer: reasons, partner: [] };
  }, [questions, customer]);
  const answer = useCallback((_person: ScreenedPerson, question: string, value: string) => {
    setCustomer((current) => ({ ...current, [question]: value }));
  }, []);
  const attempt = useCallback(() => {
    setShowErrors(true);
    // The questions come first on the page: they take the focus after the details' own effect
    // has put it on their first field to fix, hence a task later.
    const focusLater = (target: HTMLElement | null) => {
      window.setTimeout(() => target?.focus(), 0);
    };
    if (PERSONS.some((person) => blockedReasons[person].length > 0)) {
      focusLater(blockedRef.current);
      return false;
    }
    for (const person of PERSONS) {
      const verdict = verdicts[person];
      const first = verdict.outcome === 'incomplete' ? verdict.unanswered[0] : undefined;
      if (first !== undefined) {
        focusLater(document.getElementById(radioId(person, first)));
        return false;
      }
    }
    return true;
  }, [verdicts, blockedReasons]);
  return {
    questions,
    persons: PERSONS,
    sheet,
    verdicts,
    blockedReasons,
    showErrors,
    answer,
    attempt,
    blockedRef,
  };
}
