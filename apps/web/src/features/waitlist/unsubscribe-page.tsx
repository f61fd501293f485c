// The waiting list's unsubscribe page: a plain form posting the email's token, so it works without scripts; then it says it is done.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { intlLocaleOf, isLocale } from '@/booking/locale';
import { getPageSiteSettings, getPageUiCopy } from '@/content/catalogue';
import { pageTitle } from '@/steps/page-title';
import { buttonClassName } from '@/ui/button/button-style';
import { copyReader } from '@/ui/copy';
import styles from './unsubscribe-page.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function first(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export function unsubscribePageRoute() {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const copy = await getPageUiCopy(locale);
    const settings = await getPageSiteSettings();
    return {
      title: pageTitle(
        copyReader(copy, intlLocaleOf(locale)).text('waitlist.unsubscribe.heading'),
        settings?.brandName ?? 'Nova',
      ),
      // The address carries the token: no other site learns it.
      referrer: 'no-referrer',
      robots: { index: false },
    };
  }

  async function UnsubscribePage({ params, searchParams }: Props) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    const query = await searchParams;
    const copy = await getPageUiCopy(locale);
    const token = first(query.token);
    const done = first(query.done) === '1';
    const { text } = copyReader(copy, intlLocaleOf(locale));
    return (
      <article className={styles.page} aria-labelledby="unsubscribe-heading">
        <h1 id="unsubscribe-heading">{text('waitlist.unsubscribe.heading')}</h1>
        {done ? (
          <p role="status">{text('waitlist.unsubscribe.done')}</p>
        ) : token === null || !TOKEN.test(token) ? (
          <p>{text('waitlist.unsubscribe.missing')}</p>
        ) : (
          <form method="post" action="/api/waitlist/unsubscribe" className={styles.form}>
            <p>{text('waitlist.unsubscribe.intro')}</p>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonClassName({ variant: 'primary', size: 'l' })}>
              {text('waitlist.unsubscribe.button')}
            </button>
          </form>
        )}
      </article>
    );
  }

  return { generateMetadata, UnsubscribePage };
}
