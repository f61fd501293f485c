// /staff: the clinics this staff member sees, each with today's day sheet and its calendar subscription.
import type { Metadata } from 'next';
import { todayInZurich } from '@/booking/time';
import { getCatalogue } from '@/content/catalogue';
import { now } from '@/server/clock';
import { staffOrSignIn } from '@/server/staff/page';
import styles from '@/staff/staff.module.css';
import { StaffBar } from '@/staff/staff-bar';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Clinics' };

export default async function StaffHome() {
  const staff = await staffOrSignIn();
  const locations = (await getCatalogue()).locations;
  const today = todayInZurich(now());
  return (
    <>
      <StaffBar name={staff.name} email={staff.email} />
      <main className={styles.page}>
        <h1>Your clinics</h1>
        <ul className={styles.list}>
          {staff.clinicSlugs.map((slug) => {
            const title = locations.find((location) => location.slug === slug)?.title.en ?? slug;
            return (
              <li key={slug} className={styles.card}>
                <h2>{title}</h2>
                <p className={styles.actions}>
                  <a className={styles.button} href={`/staff/${slug}/${today}`}>
                    Today’s day sheet
                  </a>
                  <a className={styles.linkButton} href={`/staff/${slug}/calendar`}>
                    Calendar subscription
                  </a>
                </p>
              </li>
            );
          })}
        </ul>
      </main>
    </>
  );
}
