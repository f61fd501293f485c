// Runs a step's guards on the server, where the address alone decides, and redirects with the query kept; an editor's redirect for the step's path comes first.
import 'server-only';
import { redirect } from 'next/navigation';
import { runGuards, type StepSlug } from '@/booking/guards';
import { type BookingQuery, parseQueryState, serialiseQueryState } from '@/booking/query-state';
import { todayInZurich } from '@/booking/time';
import type { Locale } from '@/booking/types';
import { loadStepData } from '../step-data';
import { followSiteRedirect, type PageSearchParams } from './follow-redirect';
import { guardStateFromQuery } from './guard-state';

export type { PageSearchParams };

/**
 * The page's booking query, read with its market's slugs; a step the address does not allow
 * redirects (HTTP 307) to the first step whose requirement is missing, keeping the query.
 */
export async function guardStepOnServer(
  step: StepSlug,
  locale: Locale,
  searchParams: PageSearchParams,
): Promise<BookingQuery> {
  await followSiteRedirect(`/${locale}/${step}`, searchParams);
  const { known } = await loadStepData(locale);
  const today = todayInZurich(new Date());
  const query = parseQueryState(searchParams, {
    knownCheckups: known.checkups,
    knownServices: known.services,
    knownLocations: known.locations,
    today,
  });
  const outcome = runGuards(step, guardStateFromQuery(query));
  if (outcome.kind === 'redirect') {
    const search = serialiseQueryState(query, { today }).toString();
    redirect(`/${locale}/${outcome.to}${search === '' ? '' : `?${search}`}`);
  }
  return query;
}
