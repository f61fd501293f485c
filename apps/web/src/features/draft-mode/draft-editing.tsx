'use client';
// Visual editing in draft mode: the Presentation tool's overlays, and the page read again when an editor changes a draft.
import { useRouter } from 'next/navigation';
import { VisualEditing } from 'next-sanity/visual-editing';
import { useCallback } from 'react';

/** How long the Studio waits for the refreshed page before it shows its own state again. */
const REFRESH_SETTLES_MS = 1000;

export function DraftEditing() {
  const router = useRouter();
  // Draft reads are never cached, so a refresh shows the edit; next-sanity leaves mutations to the app.
  const refresh = useCallback(() => {
    router.refresh();
    return new Promise<void>((resolve) => setTimeout(resolve, REFRESH_SETTLES_MS));
  }, [router]);
  return <VisualEditing refresh={refresh} />;
}
