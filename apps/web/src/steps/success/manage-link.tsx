'use client';
// The success page's manage link (issue 20): asked of the server with the booking's id and email, the same kind of link the confirmation email carries.
import { useEffect, useState } from 'react';
import { isRecord } from '@/booking/untrusted-json';
import { requestJson } from '@/client-api/request';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './success-step.module.css';

export const MANAGE_LINK_ROUTE = '/api/booking/link';

const isLinkAnswer = (body: unknown): body is { url: string } =>
  isRecord(body) && typeof body.url === 'string' && body.url.startsWith(window.location.origin);

/** POST, so the email travels in the body; the answer is a link whose token sits in the fragment. */
export async function fetchManageLink(reservationId: string, email: string): Promise<string> {
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
  return answer.url;
}

export function ManageLink({ reservationId, email }: { reservationId: string; email: string }) {
  const copy = useUiCopy();
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // Without the link the page still stands: the confirmation email carries one too.
    fetchManageLink(reservationId, email).then(
      (link) => current && setUrl(link),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [reservationId, email]);

  if (url === null) return null;
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
