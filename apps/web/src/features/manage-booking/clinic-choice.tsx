'use client';
// The clinics a booking may move to, its own first, each with what the move does to the price.
import { useId } from 'react';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { MoveClinic } from './api';
import own from './manage-booking.module.css';
import { settlementText } from './move-settlement-text';

export function ClinicChoice({
  clinics,
  chosenSlug,
  money,
  onChoose,
}: {
  clinics: MoveClinic[];
  chosenSlug: string | undefined;
  money: (minor: number) => string;
  onChoose: (slug: string) => void;
}) {
  const copy = useUiCopy();
  const hintId = useId();
  return (
    <fieldset className={own.clinics}>
      <legend>{copy.text('manage.moveClinic')}</legend>
      {clinics.map((candidate) => {
        const note = settlementText(candidate, copy, money);
        const noteId = `${hintId}-${candidate.slug}`;
        return (
          <label key={candidate.slug} className={own.clinic}>
            <input
              type="radio"
              name="new-clinic"
              value={candidate.slug}
              checked={candidate.slug === chosenSlug}
              onChange={() => onChoose(candidate.slug)}
              aria-describedby={note === null ? undefined : noteId}
            />
            <span>
              {candidate.current
                ? copy.format('manage.moveClinicCurrent', { clinic: candidate.title })
                : candidate.title}
              {note === null ? null : (
                <span id={noteId} className={own.clinicNote}>
                  {note}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
