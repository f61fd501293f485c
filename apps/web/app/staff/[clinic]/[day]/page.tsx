// /staff/<clinic>/<YYYY-MM-DD>: the clinic's day sheet. Only for staff of that clinic (any other clinic is "not found"); each view is written to the audit log.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingError } from '@/booking/errors';
import { addDaysToDate, todayInZurich } from '@/booking/time';
import { now } from '@/server/clock';
import { getDatabase } from '@/server/db/client';
import { roomsOf } from '@/server/staff/day-sheet';
import { isClinicDay } from '@/server/staff/http';
import { staffOrSignIn } from '@/server/staff/page';
import { viewDaySheet } from '@/server/staff/sheet-view';
import { DaySheetView } from '@/staff/day-sheet-view';
import { PrintButton } from '@/staff/print-button';
import styles from '@/staff/staff.module.css';
import { StaffBar } from '@/staff/staff-bar';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Day sheet' };

type Props = {
  params: Promise<{ clinic: string; day: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const MARKED: Record<string, string> = {
  arrived: 'Marked as arrived.',
  'no-show': 'Marked as a no-show.',
  unchanged: 'Nothing changed: the booking was marked already.',
};

const dayTitle = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

export default async function DaySheetPage({ params, searchParams }: Props) {
  const staff = await staffOrSignIn();
  const { clinic, day } = await params;
  if (!isClinicDay(day)) notFound();
  let sheet: Awaited<ReturnType<typeof viewDaySheet>>;
  try {
    sheet = await viewDaySheet(await getDatabase(), { staff, slug: clinic, day, now: now() });
  } catch (error) {
    if (error instanceof BookingError && error.id === 'not-found') notFound();
    throw error;
  }
  const { location, bookings } = sheet;
  const query = await searchParams;
  const marked = typeof query.marked === 'string' ? MARKED[query.marked] : undefined;
  const title = `${location.title.en}, ${dayTitle(day)}`;
  const today = todayInZurich(now());
  return (
    <>
      <StaffBar name={staff.name} email={staff.email} />
      <main className={styles.page}>
        <h1>
          Day sheet · {location.title.en}
          <br />
          <span className={styles.muted}>{dayTitle(day)}</span>
        </h1>
        <nav aria-label="Days" className={`${styles.actions} ${styles.screenOnly}`}>
          <a className={styles.linkButton} href={`/staff/${clinic}/${addDaysToDate(day, -1)}`}>
            ← Previous day
          </a>
          {day !== today ? (
            <a className={styles.linkButton} href={`/staff/${clinic}/${today}`}>
              Today
            </a>
          ) : null}
          <a className={styles.linkButton} href={`/staff/${clinic}/${addDaysToDate(day, 1)}`}>
            Next day →
          </a>
          <form method="get" action={`/staff/${clinic}`} className={styles.actions}>
            <label htmlFor="day">Go to day</label>
            <input id="day" name="day" type="date" defaultValue={day} className={styles.field} />
            <button type="submit" className={`${styles.button} ${styles.secondary}`}>
              Show
            </button>
          </form>
        </nav>
        <p className={`${styles.actions} ${styles.screenOnly}`}>
          <PrintButton />
          <a
            className={styles.linkButton}
            href={`/api/staff/sheet?clinic=${clinic}&day=${day}&format=csv`}
            download
          >
            Download CSV
          </a>
          <a className={styles.linkButton} href={`/staff/${clinic}/calendar`}>
            Calendar subscription
          </a>
        </p>
        {marked ? (
          <p className={`${styles.notice} ${styles.screenOnly}`} role="status">
            {marked}
          </p>
        ) : null}
        <DaySheetView bookings={bookings} rooms={roomsOf(location)} day={day} title={title} />
      </main>
    </>
  );
}
