// The site's legal pages (terms, privacy notice, imprint): an editor's rich text in the page's language, inside the booking frame.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale, languageOf } from '@/booking/locale';
import type { LegalPageKind } from '@/booking/types';
import { pageTitle } from '@/client/page-title';
import { getPageLegalPage, getPageSiteSettings } from '@/content/catalogue';
import { RichText } from '@/ui/rich-text/rich-text';
import styles from './legal-page.module.css';

type Params = { params: Promise<{ locale: string }> };

/** The page and its metadata for one kind of legal text; a locale or a text that does not exist is a 404. */
export function legalPageRoute(kind: LegalPageKind) {
  async function content({ params }: Params) {
    const { locale } = await params;
    if (!isLocale(locale)) return null;
    const page = await getPageLegalPage(kind, languageOf(locale));
    return page ? { locale, page } : null;
  }

  async function generateMetadata(props: Params): Promise<Metadata> {
    const found = await content(props);
    if (found === null) return {};
    const settings = await getPageSiteSettings();
    return { title: pageTitle(found.page.title, settings?.brandName ?? 'Nova') };
  }

  async function LegalPage(props: Params) {
    const found = await content(props);
    if (found === null) notFound();
    return (
      <article className={styles.page} aria-labelledby="legal-heading">
        <h1 id="legal-heading">{found.page.title}</h1>
        <RichText value={found.page.body} locale={found.locale} className={styles.body} />
      </article>
    );
  }

  return { generateMetadata, LegalPage };
}
