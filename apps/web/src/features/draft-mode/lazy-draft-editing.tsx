'use client';
// Visual editing's code only where an editor previews a draft: the root layout names this wrapper, so every other page's first scripts carry neither next-sanity's overlay loader nor its server actions.
import { lazy, Suspense } from 'react';

const DraftEditing = lazy(() =>
  import('./draft-editing').then((module) => ({ default: module.DraftEditing })),
);

export function LazyDraftEditing() {
  return (
    <Suspense fallback={null}>
      <DraftEditing />
    </Suspense>
  );
}
