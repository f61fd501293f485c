// What templates show, formatted once: dates, times and durations via booking/format, amounts via formatMoney, and the filled copy.
import 'server-only';
import { mapUrl } from '../../booking/calendar';
import { type CancellationPolicy, cancellationPolicyOf } from '../../booking/cancellation-policy';
import { formatDuration, formatInstant } from '../../booking/format';
import { currencyOf, marketOf } from '../../booking/locale';
import { formatMoney } from '../../booking/money';
import { plainRichText } from '../../booking/rich-text';
import { parseInstant } from '../../booking/time';
import type { Locale, RichText } from '../../booking/types';
import { type LegalEntity, marketLegalEntity } from '../../content/legal-entity';
import { type SupportContact, supportContactOf } from '../../content/support-contacts';
import { fill, fillParts, legalLinksOf } from './copy';
import type { EmailCopy, EmailCopyKey } from './messages';
import type {
  AppointmentFacts,
  BookingMessageData,
  MessagePreparation,
  MessageSiteSettings,
} from './types';

export type Translate = (key: EmailCopyKey, extra?: Readonly<Record<string, string>>) => string;

export interface MessageView {
  t: Translate;
  /** A text in pieces, for rich text that places elements (links) between its words. */
  parts: <Node>(key: EmailCopyKey, nodes: Readonly<Record<string, Node>>) => Array<string | Node>;
  values: Readonly<Record<string, string>>;
  /** The support contact of the message's market: named in the footer, and where replies go. */
  support: SupportContact;
  money: (minor: number) => string;
  duration: string;
  mapUrl: string;
  legalLinks: Array<{ label: string; url: string }>;
  /** The company that sells in the message's market (site settings), named in the footer; null until set. */
  seller: LegalEntity | null;
  /** Site settings' cancellation policy, as the confirmation states it. */
  policy: CancellationPolicy;
  locale: Locale;
  /** What to bring and how to prepare in the message's language: the editors' rich text, else the copy's. */
  preparation: { whatToBring: RichText; howToPrepare: RichText };
}

function requireInstant(value: string, field: string): Date {
  const instant = parseInstant(value);
  if (instant === null) throw new RangeError(`${field} is not an ISO 8601 instant`);
  return instant;
}

/** Day and times of the appointment as a reader in that locale writes them, always in Zurich time. */
export function appointmentWhen(data: Pick<AppointmentFacts, 'start' | 'end' | 'locale'>) {
  const start = requireInstant(data.start, 'start');
  const end = requireInstant(data.end, 'end');
  return {
    date: formatInstant(start, 'day', data.locale),
    dateShort: formatInstant(start, 'date', data.locale),
    startTime: formatInstant(start, 'time', data.locale),
    endTime: formatInstant(end, 'time', data.locale),
  };
}

/** The company of the message's market and the cancellation policy, from site settings. */
export function companyAndPolicy(
  settings: MessageSiteSettings,
  locale: Locale,
): Pick<MessageView, 'seller' | 'policy'> {
  return {
    seller: marketLegalEntity({ legalEntities: settings.legalEntities ?? null }, marketOf(locale)),
    policy: cancellationPolicyOf(settings.cancellationPolicy),
  };
}

/** The view of a message, or of an appointment alone (the calendar file) when there is no message kind. */
export function messageView(
  data: BookingMessageData | AppointmentFacts,
  settings: MessageSiteSettings,
  copy: EmailCopy,
  preparation: MessagePreparation | null = null,
): MessageView {
  const support = supportContactOf(settings, marketOf(data.locale));
  const values: Record<string, string> = {
    ...appointmentWhen(data),
    brand: settings.brandName,
    supportEmail: support.email,
    supportPhone: support.phone,
    firstName: data.recipient.firstName,
    reservationName: data.reservationName,
    checkupTitle: data.checkupTitle,
    locationTitle: data.location.title,
    ...('bookedBy' in data ? { bookedBy: data.bookedBy.firstName } : {}),
    ...('attempted' in data
      ? {
          attemptedDate: formatInstant(
            requireInstant(data.attempted.start, 'attempted.start'),
            'day',
            data.locale,
          ),
          attemptedLocation: data.attempted.locationTitle,
        }
      : {}),
  };
  // A message states its currency; an appointment alone shows no amount, its market's currency stands in.
  const currency =
    'amounts' in data
      ? data.amounts.currency
      : 'refund' in data
        ? data.refund.currency
        : currencyOf(marketOf(data.locale));
  return {
    t: (key, extra = {}) => fill(copy[key], { ...values, ...extra }, data.locale),
    parts: (key, nodes) => fillParts(copy[key], { ...values, ...nodes }, data.locale),
    values,
    support,
    money: (minor) => formatMoney(minor, currency, data.locale),
    duration: formatDuration(data.durationMinutes, data.locale),
    mapUrl: mapUrl(data.location),
    legalLinks: legalLinksOf(settings, data.locale),
    ...companyAndPolicy(settings, data.locale),
    locale: data.locale,
    preparation: {
      whatToBring: preparation?.whatToBring?.[data.language] ?? plainRichText(copy.whatToBring),
      howToPrepare: preparation?.howToPrepare?.[data.language] ?? plainRichText(copy.howToPrepare),
    },
  };
}

/**
 * The instalment plan as rows: the first month (already paid), then runs of equal months grouped
 * ("Instalments 2 to 12, each"), so a 12-month plan reads in two lines instead of twelve.
 */
export function instalmentRows(
  installments: readonly number[],
  t: Translate,
): Array<{ label: string; amount: number }> {
  const [first, ...rest] = installments;
  if (first === undefined) return [];
  const rows = [{ label: t('instalmentFirstPaid'), amount: first }];
  let from = 2;
  while (from - 2 < rest.length) {
    const amount = rest[from - 2] ?? 0;
    let to = from;
    while (rest[to - 1] === amount) to += 1;
    const label =
      to === from
        ? t('instalmentOne', { number: String(from) })
        : t('instalmentRange', { from: String(from), to: String(to) });
    rows.push({ label, amount });
    from = to + 1;
  }
  return rows;
}
