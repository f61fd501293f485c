// Draft mode on: the Presentation tool opens the site here with Sanity's preview secret, which the Content Lake confirms.
import type { NextRequest } from 'next/server';
import { createClient } from 'next-sanity';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { previewAccess } from '@/content/source';
import { readContentConfig } from '@/server/config';

export const runtime = 'nodejs';

export async function GET(request: NextRequest) {
  // The embedded seed has no drafts, and without a read token the drafts cannot be read.
  const access = previewAccess(readContentConfig());
  if (access === null) return Response.json({ error: 'not-found' }, { status: 404 });
  const { studioUrl: _studio, ...settings } = access;
  // 401 without the secret or with a wrong or expired one; else the cookie, and a redirect to the page.
  return defineEnableDraftMode({ client: createClient(settings) }).GET(request);
}
