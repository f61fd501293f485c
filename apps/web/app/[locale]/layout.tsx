// The root layout of every localised page: the document's language, the shared widgets, the cookie choice and analytics.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsentDefaults } from '@/analytics/consent-script';
import { TagManager } from '@/analytics/tag-manager';
import { isLocale, LOCALES, languageOf } from '@/booking/locale';
import { getPageUiCopy } from '@/content/catalogue';
import { isDraftMode } from '@/content/draft-mode';
import { LazyConsentBanner } from '@/features/consent/lazy-consent-banner';
import { LazyDraftEditing } from '@/features/draft-mode/lazy-draft-editing';
import { PageProviders } from '@/features/page-providers';
import { ErrorScreensPrefetch } from '@/steps/error-screen/lazy-screens';
import { RememberLocaleScript } from '@/steps/frame/remember-locale-script';
import { pickCopy, WIDGET_COPY_PREFIXES } from '@/ui/copy';
import '@/ui/global.css';

// No title here: every page sets its own (pageTitle), and the 404 screen's <title> must be the only one,
// since Next.js draws the prerendered not-found boundary without request data (no locale for metadata).
export const metadata: Metadata = {
  description: 'Book a preventive health check-up at a Nova clinic in Switzerland or Germany.',
};

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const copy = await getPageUiCopy(locale);
  return (
    // The consent script marks <html> (data-consent) before hydration; React leaves that attribute alone.
    <html lang={languageOf(locale)} suppressHydrationWarning>
      <body>
        <ConsentDefaults />
        <RememberLocaleScript locale={locale} />
        <PageProviders locale={locale} copy={pickCopy(copy, WIDGET_COPY_PREFIXES)}>
          {/* First in the focus order while it asks (a keyboard's first Tab reaches it), drawn last by its styles. */}
          <LazyConsentBanner />
          {children}
          <ErrorScreensPrefetch />
        </PageProviders>
        {/* Draft mode only (an editor's preview): prerendered pages never carry it. */}
        {(await isDraftMode()) ? <LazyDraftEditing /> : null}
        <TagManager />
      </body>
    </html>
  );
}
