'use client';
// "Add to calendar": fetches the appointment's .ics file (the confirmation email's own) with the booking's email and saves it.
import { useState } from 'react';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { saveFile } from '@/client/save-file';
import { ApiError, refusalOf, send } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

export const CALENDAR_ROUTE = '/api/reservation/calendar';
const FALLBACK = 'not-found';

/**
 * What proves the booking: the customer's reservation id, or the partner's own link token (the
 * partner never learns the id), each with the person's email.
 */
export type CalendarProof =
  | { reservationId: string; email: string }
  | { partnerToken: string; email: string };

/** POST, so the email and token travel in the body and never in an address; answers the file. */
export async function fetchCalendarFile(proof: CalendarProof): Promise<Blob> {
  const response = await send(
    CALENDAR_ROUTE,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(proof),
      cache: 'no-store',
    },
    { fallback: FALLBACK },
  );
  if (!response.ok) throw await refusalOf(response, FALLBACK);
  return response.blob();
}

export interface CalendarButtonProps {
  proof: CalendarProof;
  reservationName: string | null;
  describedBy?: string;
}

export function CalendarButton({ proof, reservationName, describedBy }: CalendarButtonProps) {
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const [isLoading, setLoading] = useState(false);

  const download = async () => {
    setLoading(true);
    try {
      const file = await fetchCalendarFile(proof);
      saveFile(file, `${reservationName ?? 'appointment'}.ics`);
    } catch (error) {
      showError(error instanceof ApiError ? error.id : FALLBACK);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="l"
      icon="calendar"
      onPress={download}
      isPending={isLoading}
      aria-describedby={describedBy}
    >
      {copy.text('success.addToCalendar')}
    </Button>
  );
}
