// /staff/<clinic>[?day=YYYY-MM-DD]: the clinic's day sheet of that day (today by default).
import { notFound, redirect } from 'next/navigation';
import { todayInZurich } from '@/booking/time';
import { now } from '@/server/clock';
import { isClinicDay } from '@/server/staff/http';
import { staffOrSignIn } from '@/server/staff/page';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ clinic: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ClinicPage({ params, searchParams }: Props) {
  const staff = await staffOrSignIn();
  const { clinic } = await params;
  if (!staff.clinicSlugs.includes(clinic)) notFound();
  const { day } = await searchParams;
  redirect(`/staff/${clinic}/${isClinicDay(day) ? day : todayInZurich(now())}`);
}
