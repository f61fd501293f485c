// The waiting list's emails: the link that confirms an address, and a time has become free on the day the reader waits for. Composed from the entry when it is sent, in the entry's language.
import 'server-only';
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import { formatInstant } from '../../booking/format';
import { currencyOf, languageOf, marketOf } from '../../booking/locale';
import { formatMoney } from '../../booking/money';
import { plainRichText } from '../../booking/rich-text';
import { zurichWallTimeToInstant } from '../../booking/time';
import type { Locale } from '../../booking/types';
import { supportContactOf } from '../../content/support-contacts';
import { oneLine, PLAIN_TEXT } from './compose';
import { emailCopy, fill, fillParts, legalLinksOf } from './copy';
import { WaitlistEmail } from './templates/waitlist';
import { WaitlistConfirmEmail } from './templates/waitlist-confirm';
import type { ComposedMessage, MessageSiteSettings } from './types';
import { companyAndPolicy, type MessageView } from './view';

export interface WaitlistMessageData {
  locale: Locale;
  /** The Zurich day waited for, YYYY-MM-DD. */
  day: string;
  locationTitle: string;
  to: string;
  /** `unsubscribe` is the page the email links to; `oneClick` the address a mail client posts to (RFC 8058). */
  links: { book: string; unsubscribe: string; oneClick: string };
}

/** The confirmation email on joining: the same entry's details, one link. */
export interface WaitlistConfirmMessageData extends Omit<WaitlistMessageData, 'links'> {
  links: { confirm: string };
}

/** The view the shared layout and parts read, with the values a waiting-list message has. */
function waitlistView(
  data: Omit<WaitlistMessageData, 'links'>,
  settings: MessageSiteSettings,
  overrides: Readonly<Record<string, string>>,
): MessageView {
  const language = languageOf(data.locale);
  const copy = emailCopy(language, overrides);
  const market = marketOf(data.locale);
  const support = supportContactOf(settings, market);
  // Noon of the day names the day in any time zone's reading.
  const noon = zurichWallTimeToInstant(data.day, '12:00');
  const values: Record<string, string> = {
    brand: settings.brandName,
    supportEmail: support.email,
    supportPhone: support.phone,
    locationTitle: data.locationTitle,
    date: formatInstant(noon, 'day', data.locale),
    dateShort: formatInstant(noon, 'date', data.locale),
  };
  return {
    t: (key, extra = {}) => fill(copy[key], { ...values, ...extra }, data.locale),
    parts: (key, nodes) => fillParts(copy[key], { ...values, ...nodes }, data.locale),
    values,
    support,
    money: (minor) => formatMoney(minor, currencyOf(market), data.locale),
    duration: '',
    mapUrl: '',
    legalLinks: legalLinksOf(settings, data.locale),
    ...companyAndPolicy(settings, data.locale),
    locale: data.locale,
    preparation: {
      whatToBring: plainRichText(copy.whatToBring),
      howToPrepare: plainRichText(copy.howToPrepare),
    },
  };
}

/** The HTML and plain text of a waiting-list email. */
async function rendered(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  return { html, text };
}

export async function composeWaitlistConfirmMessage(
  data: WaitlistConfirmMessageData,
  settings: MessageSiteSettings,
  overrides: Readonly<Record<string, string>> = {},
): Promise<ComposedMessage> {
  const view = waitlistView(data, settings, overrides);
  const { html, text } = await rendered(
    <WaitlistConfirmEmail language={languageOf(data.locale)} view={view} links={data.links} />,
  );
  return {
    to: data.to,
    subject: oneLine(view.t('waitlistConfirmSubject')),
    html,
    text,
    replyTo: view.support.email,
    attachments: [],
  };
}

export async function composeWaitlistMessage(
  data: WaitlistMessageData,
  settings: MessageSiteSettings,
  overrides: Readonly<Record<string, string>> = {},
): Promise<ComposedMessage & { headers: Record<string, string> }> {
  const view = waitlistView(data, settings, overrides);
  const { html, text } = await rendered(
    <WaitlistEmail language={languageOf(data.locale)} view={view} links={data.links} />,
  );
  return {
    to: data.to,
    subject: oneLine(view.t('waitlistSubject')),
    html,
    text,
    replyTo: view.support.email,
    attachments: [],
    // One click in the mail client unsubscribes (RFC 8058): a POST to the same address.
    headers: {
      'List-Unsubscribe': `<${data.links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
