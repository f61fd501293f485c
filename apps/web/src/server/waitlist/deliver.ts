// The outbox's delivery of a waiting-list email: the entry is read when it is sent, so an address unsubscribed or a day over since is not written to.
import 'server-only';
import { languageOf } from '../../booking/locale';
import { todayInZurich } from '../../booking/time';
import { hasLapsed, isPastDay } from '../../booking/waitlist';
import { getCatalogue } from '../../content/catalogue';
import { siteUrl } from '../config';
import { getDatabase } from '../db/client';
import type { WaitlistEntry } from '../db/schema';
import { rebookUrl } from '../notifications/message-data';
import { InvalidNotificationPayload } from '../notifications/payload';
import type { MailTransport } from '../notifications/transport';
import type { MessageSiteSettings } from '../notifications/types';
import {
  composeWaitlistConfirmMessage,
  composeWaitlistMessage,
} from '../notifications/waitlist-message';
import { waitlistConfirmUrl } from '../site-links';
import { waitingEntry } from './unsubscribe';

export interface WaitlistDeliveryDeps {
  transport: MailTransport;
  siteSettings: () => Promise<MessageSiteSettings | null>;
  uiCopy?: (locale: WaitlistEntry['locale']) => Promise<Readonly<Record<string, string>>>;
  now: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `confirm`: the link sent on joining (the `waitlistConfirm` topic); `notice`: a freed time. */
export type WaitlistEmailPurpose = 'confirm' | 'notice';

/** A waiting-list email's outbox payload: the entry and its link's token, never the address. */
export interface WaitlistPayload {
  entryId: string;
  token: string;
}

/** The payload of a waiting-list email row, or InvalidNotificationPayload when it is not one. */
export function parseWaitlistPayload(payload: unknown): WaitlistPayload {
  const json = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  const { entryId, token } = json;
  if (typeof entryId !== 'string' || !UUID.test(entryId))
    throw new InvalidNotificationPayload('entryId not an id');
  if (typeof token !== 'string' || !TOKEN.test(token))
    throw new InvalidNotificationPayload('token malformed');
  return { entryId, token };
}

/** The time slot step on the entry's day and clinic, with the selection the visitor had. */
export function waitlistBookUrl(origin: string, entry: WaitlistEntry, today: string): string {
  return rebookUrl(origin, entry.locale, { ...entry, installmentMonths: 0 }, today, entry.day);
}

export async function deliverWaitlistNotice(
  payload: unknown,
  deps: WaitlistDeliveryDeps,
  purpose: WaitlistEmailPurpose = 'notice',
): Promise<'sent' | 'skipped'> {
  const { entryId, token } = parseWaitlistPayload(payload);
  const entry = await waitingEntry(await getDatabase(), entryId);
  const today = todayInZurich(deps.now());
  if (entry === null || isPastDay(entry.day, today)) return 'skipped';
  // A confirmation is sent while the entry waits for it; a freed time only to a confirmed address.
  if (
    purpose === 'confirm'
      ? entry.confirmedAt !== null || hasLapsed(entry, deps.now())
      : entry.confirmedAt === null
  )
    return 'skipped';
  const location = (await getCatalogue()).locations.find(
    (candidate) => candidate.slug === entry.locationSlug,
  );
  if (location === undefined) return 'skipped';
  const settings = await deps.siteSettings();
  if (settings === null) throw new Error('site settings are missing: no sender details');
  const origin = siteUrl();
  const language = languageOf(entry.locale);
  const about = {
    locale: entry.locale,
    day: entry.day,
    locationTitle: location.title[language] || location.title.en,
    to: entry.email,
  };
  const copy = deps.uiCopy ? await deps.uiCopy(entry.locale) : {};
  if (purpose === 'confirm') {
    const message = await composeWaitlistConfirmMessage(
      { ...about, links: { confirm: waitlistConfirmUrl(entry.locale, token) } },
      settings,
      copy,
    );
    // Its Message-ID is the outbox row's (outbox/handlers.ts).
    await deps.transport.send(message);
    return 'sent';
  }
  const message = await composeWaitlistMessage(
    {
      ...about,
      links: {
        book: waitlistBookUrl(origin, entry, today),
        unsubscribe: `${origin}/${entry.locale}/waitlist-unsubscribe?token=${token}`,
        oneClick: `${origin}/api/waitlist/unsubscribe?token=${token}`,
      },
    },
    settings,
    copy,
  );
  await deps.transport.send(message);
  return 'sent';
}
