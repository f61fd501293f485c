// Draft mode: an editor with Sanity's preview secret sees the drafts on the pages; everyone else the published content.
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import {
  type ContentSource,
  contentSource,
  draftContentSource,
  previewPerspective,
} from './source';

/** The cookie the Presentation tool's perspective menu sets (next-sanity's, from @sanity/preview-url-secret). */
const PERSPECTIVE_COOKIE = 'sanity-preview-perspective';

/** Whether this request is an editor's preview (Next.js's draft-mode cookie); false outside a request. */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Scripts and tests render outside a request: they read what is published.
    return false;
  }
}

/** The source a page reads: the drafts in draft mode, else the published (and cached) content. */
export async function pageContentSource(): Promise<ContentSource> {
  if (!(await isDraftMode())) return contentSource();
  const chosen = (await cookies()).get(PERSPECTIVE_COOKIE)?.value;
  return draftContentSource(previewPerspective(chosen)) ?? contentSource();
}
