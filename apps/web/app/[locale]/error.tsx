'use client';
// The locale's error boundary: the localised error screen of an unexpected error in a page, or a reload for a script chunk that
// failed to load. The boundary is in every page's first scripts, the screen is not: it loads when an error shows, or once the page is idle.
import { PageErrorBoundary } from '@/steps/error-screen/page-error-boundary';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  return <PageErrorBoundary error={error} />;
}
