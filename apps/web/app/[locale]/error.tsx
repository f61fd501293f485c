'use client';
// The locale's error boundary: the localised error screen of an unexpected error in a page. The boundary is in every
// page's first scripts, the screen is not: it loads when an error shows, or earlier once the page is idle.
import { lazy, Suspense } from 'react';
import { loadPageErrorScreen } from '@/steps/error-screen/lazy-screens';

const PageErrorScreen = lazy(loadPageErrorScreen);

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={null}>
      <PageErrorScreen error={error} />
    </Suspense>
  );
}
