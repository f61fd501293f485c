// Who is staff, and for which clinics: the Studio's staffMember documents, read on every request so a published change applies at the next one.
import 'server-only';
import { STAFF_MEMBER_QUERY } from './queries';
import type { STAFF_MEMBER_QUERY_RESULT } from './sanity.types';
import { type ContentSource, contentSource } from './source';
import { CONTENT_TAGS } from './tags';

export interface StaffMember {
  email: string;
  name: string;
  /** The slugs of the clinics this person sees; empty grants nothing. */
  clinicSlugs: string[];
}

/** The staff member of this work email (case aside), or null. Published content only, never a draft. */
export async function loadStaffMember(
  email: string,
  source: ContentSource = contentSource(),
): Promise<StaffMember | null> {
  const row = await source.fetch<STAFF_MEMBER_QUERY_RESULT>(
    STAFF_MEMBER_QUERY,
    { email: email.trim() },
    [CONTENT_TAGS.staffMember, CONTENT_TAGS.location],
  );
  if (row === null || typeof row.email !== 'string') return null;
  return {
    email: row.email.trim().toLowerCase(),
    name: row.name,
    clinicSlugs: (row.clinicSlugs ?? []).filter((slug): slug is string => Boolean(slug)),
  };
}
