// /staff/sign-in: a work email asks for a one-time link; no password. Also where an expired or used link comes back to.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { signedInStaff } from '@/server/staff/page';
import styles from '@/staff/staff.module.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ERRORS: Record<string, string> = {
  'too-many-requests':
    'Too many sign-in requests from here. Please wait a few minutes and try again.',
  'invalid-request': 'Please enter your work email address, e.g. name@clinic.ch.',
  INVALID_TOKEN:
    'This sign-in link no longer works: it was used already or is older than 10 minutes. Ask for a new one below.',
};

export default async function SignInPage({ searchParams }: Props) {
  if ((await signedInStaff()) !== null) redirect('/staff');
  const query = await searchParams;
  const error =
    typeof query.error === 'string' ? (ERRORS[query.error] ?? ERRORS.INVALID_TOKEN) : null;
  return (
    <main className={styles.page}>
      <h1>Nova staff sign-in</h1>
      <p lang="de" className={styles.muted}>
        Anmeldung für Mitarbeitende der Kliniken
      </p>
      {query.sent === '1' ? (
        <p className={styles.notice} role="status">
          If this is a staff address, a sign-in link is on its way. It works once, within 10
          minutes.{' '}
          <span lang="de">
            Falls dies eine Mitarbeiteradresse ist, ist ein Anmeldelink unterwegs.
          </span>
        </p>
      ) : null}
      {query['signed-out'] === '1' ? (
        <p className={styles.notice} role="status">
          You are signed out.
        </p>
      ) : null}
      {error !== null ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <form className={styles.form} method="post" action="/api/staff/sign-in">
        <label htmlFor="email">Work email · Geschäftliche E-Mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          className={styles.field}
        />
        <div>
          <button type="submit" className={styles.button}>
            Send me a sign-in link
          </button>
        </div>
      </form>
      <p className={styles.muted}>
        No password: we email you a link that signs you in once. Your session ends after 10 hours.
      </p>
    </main>
  );
}
