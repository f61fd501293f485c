// The waiting list's pages an email links to (confirm, unsubscribe): a plain form posting the email's token, so it works without scripts and a link scanner's visit changes nothing; then the outcome.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { intlLocaleOf, isLocale } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { WAITLIST_TOKEN } from '@/booking/waitlist';
import { pageTitle } from '@/client/page-title';
import { getPageSiteSettings, getPageUiCopy } from '@/content/catalogue';
import { buttonClassName } from '@/ui/button/button-style';
import { copyReader, type PlainKey, type UiCopyReader } from '@/ui/copy';
import styles from './token-page.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export interface TokenPageCopy {
  heading: PlainKey;
  intro: PlainKey;
  button: PlainKey;
  missing: PlainKey;
}

export interface TokenPage {
  copy: TokenPageCopy;
  /** The route the form posts `token` and `locale` to; it redirects back with the outcome. */
  action: string;
  /** What the page says after the form's redirect, from its query; null shows the form. */
  outcome: (
    query: (name: string) => string | null,
    copy: UiCopyReader,
  ) => { text: string; role: 'status' | 'alert' } | null;
}

function first(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export function tokenPageRoute({ copy: keys, action, outcome }: TokenPage) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const copy = await getPageUiCopy(locale);
    const settings = await getPageSiteSettings();
    return {
      title: pageTitle(
        copyReader(copy, intlLocaleOf(locale)).text(keys.heading),
        settings?.brandName ?? 'Nova',
      ),
      // The address carries the token: no other site learns it.
      referrer: 'no-referrer',
      robots: { index: false },
    };
  }

  async function TokenFormPage({ params, searchParams }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    const query = await searchParams;
    const reader = copyReader(await getPageUiCopy(locale), intlLocaleOf(locale));
    const token = first(query.token);
    const said = outcome((name) => first(query[name]), reader);
    return (
      <article className={styles.page} aria-labelledby="token-page-heading">
        <h1 id="token-page-heading">{reader.text(keys.heading)}</h1>
        {said !== null ? (
          <p role={said.role}>{said.text}</p>
        ) : token === null || !WAITLIST_TOKEN.test(token) ? (
          <p>{reader.text(keys.missing)}</p>
        ) : (
          <TokenForm action={action} token={token} locale={locale} reader={reader} keys={keys} />
        )}
      </article>
    );
  }

  return { generateMetadata, TokenFormPage };
}

function TokenForm({
  action,
  token,
  locale,
  reader,
  keys,
}: {
  action: string;
  token: string;
  locale: Locale;
  reader: UiCopyReader;
  keys: TokenPageCopy;
}) {
  return (
    <form method="post" action={action} className={styles.form}>
      <p>{reader.text(keys.intro)}</p>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={buttonClassName({ variant: 'primary', size: 'l' })}>
        {reader.text(keys.button)}
      </button>
    </form>
  );
}
