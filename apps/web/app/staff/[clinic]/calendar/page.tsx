// /staff/<clinic>/calendar: the clinic's secret calendar address: make one (which revokes the one before) or revoke it.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCatalogue } from '@/content/catalogue';
import { siteUrl } from '@/server/config';
import { getDatabase } from '@/server/db/client';
import { liveFeedOf } from '@/server/staff/calendar';
import { staffOrSignIn } from '@/server/staff/page';
import { CalendarAddress } from '@/staff/calendar-address';
import styles from '@/staff/staff.module.css';
import { StaffBar } from '@/staff/staff-bar';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Calendar subscription' };

type Props = {
  params: Promise<{ clinic: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function CalendarPage({ params, searchParams }: Props) {
  const staff = await staffOrSignIn();
  const { clinic } = await params;
  if (!staff.clinicSlugs.includes(clinic)) notFound();
  const location = (await getCatalogue()).locations.find((candidate) => candidate.slug === clinic);
  if (location === undefined) notFound();
  const live = await liveFeedOf(await getDatabase(), clinic);
  const query = await searchParams;
  return (
    <>
      <StaffBar name={staff.name} email={staff.email} />
      <main className={styles.page}>
        <h1>Calendar subscription · {location.title.en}</h1>
        <p>
          A secret address your calendar app subscribes to: the clinic’s appointments with their
          rooms and booking codes, a week back and three months ahead. No names and no health data.
        </p>
        <CalendarAddress feedBase={`${siteUrl()}/api/staff/calendar-feed`} />
        {query.revoked === '1' ? (
          <p className={styles.notice} role="status">
            The address is revoked: calendars subscribed to it no longer update.
          </p>
        ) : null}
        <p>
          {live
            ? `An address is in use since ${live.createdAt.toISOString().slice(0, 10)}.`
            : 'There is no address in use.'}
        </p>
        <div className={styles.actions}>
          <form method="post" action="/api/staff/calendar">
            <input type="hidden" name="clinic" value={clinic} />
            <input type="hidden" name="action" value="make" />
            <button type="submit" className={styles.button}>
              {live ? 'Make a new address (revokes the current one)' : 'Make an address'}
            </button>
          </form>
          {live ? (
            <form method="post" action="/api/staff/calendar">
              <input type="hidden" name="clinic" value={clinic} />
              <input type="hidden" name="action" value="revoke" />
              <button type="submit" className={`${styles.button} ${styles.danger}`}>
                Revoke the address
              </button>
            </form>
          ) : null}
        </div>
        <p>
          <a href={`/staff/${clinic}`}>Back to the day sheet</a>
        </p>
      </main>
    </>
  );
}
