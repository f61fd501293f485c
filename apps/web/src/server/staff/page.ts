// For the staff pages: the signed-in staff member, or off to the sign-in page.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { currentStaff, type Staff } from './access';

export async function staffOrSignIn(): Promise<Staff> {
  const staff = await currentStaff(await headers());
  if (staff === null) redirect('/staff/sign-in');
  return staff;
}

export async function signedInStaff(): Promise<Staff | null> {
  return currentStaff(await headers());
}
