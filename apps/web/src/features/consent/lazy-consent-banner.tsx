'use client';
// The cookie banner without its code in the page's first scripts: the server renders it as ever (the inline consent script's
// data-consent shows it at first paint), and the browser fetches its code once the page is idle or on the visitor's first
// press; until then React keeps the server's markup, and replays a press on it once the code has hydrated it.
import { lazy, Suspense } from 'react';
import { afterIdleOrInteraction } from '@/client/when-idle';
// The banner's styles come with the page, not with its code: before that code has loaded, the server's markup must already
// be hidden where a choice is stored (html[data-consent]) and laid out where it asks.
import './consent-banner.module.css';

const ConsentBanner = lazy(() =>
  (typeof window === 'undefined' ? Promise.resolve() : afterIdleOrInteraction())
    .then(() => import('./consent-banner'))
    .then((module) => ({ default: module.ConsentBanner })),
);

export function LazyConsentBanner() {
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
