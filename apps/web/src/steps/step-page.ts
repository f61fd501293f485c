// The body every booking step page shares: a known locale, the step's guards on the server, then the step's content.
import 'server-only';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { StepSlug } from '@/booking/guards';
import { isLocale } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { guardStepOnServer, type PageSearchParams } from './guards/server-guard';
import { loadStepData, type StepData } from './step-data';

export interface StepPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<PageSearchParams>;
}

/**
 * A step's page component: an unknown locale is a 404 and an address the guards refuse redirects
 * before anything renders, so `render` only ever sees a step the visitor may enter.
 */
export function bookingStepPage(
  step: StepSlug,
  render: (data: StepData, locale: Locale) => ReactNode | Promise<ReactNode>,
) {
  return async function BookingStepPage({ params, searchParams }: StepPageProps) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    await guardStepOnServer(step, locale, await searchParams);
    return render(await loadStepData(locale), locale);
  };
}

/** The catalogue the add-ons and location steps are drawn from, in the page's market and language. */
export function stepCatalogue(data: StepData) {
  const { locale, market, currency, view } = data;
  return { locale, market, currency, checkups: view.checkups, services: view.services };
}
