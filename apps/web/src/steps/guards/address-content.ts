// The content the proxy's address decisions need (each market's slugs, the editors' redirects), read at most every few seconds per process.
import 'server-only';
import { checkupsOffered } from '@/booking/offer';
import type { Market } from '@/booking/types';
import { loadCatalogue, loadRedirects } from '@/content/catalogue';
import { contentSource } from '@/content/source';
import { processWide } from '@/server/process-wide';
import type { KnownSlugs } from '../cart/cart';
import type { AddressContent } from './address-guard';

/**
 * How long a process keeps what it read. The proxy runs before every page, so it must not query
 * the Content Lake each time; the revalidation webhook forgets the copy at once on the process it
 * reaches, and other processes (other instances of a host) read again within this time. A slug a
 * copy does not know yet passes the proxy; the page's own catalogue then decides in the browser.
 */
export const ADDRESS_CONTENT_TTL_MS = 15_000;

interface Kept {
  content: Promise<AddressContent> | null;
  readAt: number;
}

const kept = () => processWide<Kept>('address-content', () => ({ content: null, readAt: 0 }));

async function read(): Promise<AddressContent> {
  const source = contentSource();
  const [catalogue, redirects] = await Promise.all([loadCatalogue(source), loadRedirects(source)]);
  const slugsOf = (market: Market): KnownSlugs => ({
    checkups: checkupsOffered(catalogue, market).map((checkup) => checkup.slug),
    services: catalogue.services.map((service) => service.slug),
    locations: catalogue.locations
      .filter((location) => location.country === market)
      .map((location) => location.slug),
  });
  return {
    known: { ch: slugsOf('ch'), de: slugsOf('de') },
    clinics: catalogue.locations.map(({ slug, isComingSoon, unsupportedServiceSlugs }) => ({
      slug,
      isComingSoon,
      unsupportedServiceSlugs,
    })),
    redirects,
  };
}

export function addressContent(now = Date.now()): Promise<AddressContent> {
  const state = kept();
  if (state.content === null || now - state.readAt > ADDRESS_CONTENT_TTL_MS) {
    const content = read();
    state.content = content;
    state.readAt = now;
    // A failed read is not kept: the next request tries again.
    content.catch(() => {
      if (state.content === content) state.content = null;
    });
  }
  return state.content;
}

/** The revalidation webhook: an editor published, so the next request reads again. */
export function forgetAddressContent(): void {
  kept().content = null;
}
