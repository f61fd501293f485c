// Who the request is: a signed-in staff member and the clinics they may open, decided anew on every request from the session and the published staffMember documents.
import 'server-only';
import { loadStaffMember } from '../../content/staff';
import { type StaffSession, staffAuth } from './auth';

export interface Staff {
  email: string;
  name: string;
  /** The clinics' slugs this person sees, as content says now. */
  clinicSlugs: readonly string[];
  session: StaffSession;
}

/**
 * The staff member the request's session belongs to, or null: no session, an expired or signed-out
 * one, or an email content no longer lists with a clinic (access taken away applies at once).
 */
export async function currentStaff(headers: Headers): Promise<Staff | null> {
  const session = await (await staffAuth()).session(headers);
  if (session === null) return null;
  const member = await loadStaffMember(session.email);
  if (member === null || member.clinicSlugs.length === 0) return null;
  return { email: member.email, name: member.name, clinicSlugs: member.clinicSlugs, session };
}

/** Whether this staff member may see the clinic of `locationSlug`. */
export function mayOpen(staff: Staff, locationSlug: string): boolean {
  return staff.clinicSlugs.includes(locationSlug);
}
