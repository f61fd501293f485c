// The body every booking step page shares: a known locale, then the step's content. The page is prerendered per locale, so it reads no request: the proxy runs the guards on the address, the browser on the session.
import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { pickCopy } from '@/ui/copy';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { loadStepData, type StepData } from './step-data';
import { withoutRichTexts } from './step-views';

export interface StepPageProps {
  params: Promise<{ locale: string }>;
}

/**
 * A step's page component: an unknown locale is a 404. The proxy's address guard
 * (guards/address-guard.ts) and the browser's guard (guards/step-guard.tsx) protect the step.
 * `copyPrefixes`: the copy its components read besides the frame's (which the layout gives).
 */
export function bookingStepPage(
  copyPrefixes: readonly string[],
  render: (data: StepData, locale: Locale) => ReactNode | Promise<ReactNode>,
) {
  return async function BookingStepPage({ params }: StepPageProps) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    const data = await loadStepData(locale);
    return (
      <UiCopyProvider copy={pickCopy(data.serverCopy, copyPrefixes)}>
        {await render(data, locale)}
      </UiCopyProvider>
    );
  };
}

/**
 * The catalogue the add-ons and location steps are drawn from, in the page's market and language,
 * without rich texts: a page sends only what its client components draw.
 */
export function stepCatalogue(data: StepData) {
  const { locale, market, currency } = data;
  const { checkups, services } = withoutRichTexts(data.view);
  return { locale, market, currency, checkups, services };
}
