'use client';
// The success page's links (issue 20): asked of the server with the booking's id and email, the same kinds of link the emails carry: the manage link and, for a pair booking, the partner's.
import { useEffect, useState } from 'react';
import { isRecord } from '@/booking/untrusted-json';
import styles from '@/client/booking-card.module.css';
import { requestJson } from '@/client-api/request';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

export const MANAGE_LINK_ROUTE = '/api/booking/link';

interface LinkAnswer {
  url: string;
  partnerUrl?: string;
}

const onSite = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(window.location.origin);

const isLinkAnswer = (body: unknown): body is LinkAnswer =>
  isRecord(body) && onSite(body.url) && (body.partnerUrl === undefined || onSite(body.partnerUrl));

export interface SuccessLinks {
  manage: string;
  /** A pair booking's link for the partner, its token in the fragment; null for one person. */
  partner: string | null;
}

/** POST, so the email travels in the body; the answer's links carry their tokens in the fragment. */
export async function fetchSuccessLinks(
  reservationId: string,
  email: string,
): Promise<SuccessLinks> {
  const answer = await requestJson(
    MANAGE_LINK_ROUTE,
    isLinkAnswer,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reservationId, email }),
      cache: 'no-store',
    },
    { fallback: 'not-found' },
  );
  return { manage: answer.url, partner: answer.partnerUrl ?? null };
}

/** The links for the customer who paid (null: none to ask for, or not yet answered). */
export function useSuccessLinks(
  proof: { reservationId: string; email: string } | null,
): SuccessLinks | null {
  const [links, setLinks] = useState<SuccessLinks | null>(null);
  const reservationId = proof?.reservationId ?? null;
  const email = proof?.email ?? null;

  useEffect(() => {
    if (reservationId === null || email === null) return;
    let current = true;
    // Without the links the page still stands: the emails carry them too.
    fetchSuccessLinks(reservationId, email).then(
      (answer) => current && setLinks(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reservationId, email]);

  return links;
}

export function ManageLink({ url }: { url: string }) {
  const copy = useUiCopy();
  return (
    <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="manage-heading">
      <h2 id="manage-heading" className={styles.cardHeading}>
        {copy.text('success.manageHeading')}
      </h2>
      <p className={styles.text}>{copy.text('success.manageText')}</p>
      <p className={styles.text}>
        <a href={url}>{copy.text('success.manageLink')}</a>
      </p>
    </section>
  );
}
