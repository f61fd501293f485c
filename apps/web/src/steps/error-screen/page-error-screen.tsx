'use client';
// The localised error screen of an unexpected error in a page (500, or the status a failed answer carries), with "go back" (home when there is no history) and "go home".
// Loaded by the locale's error boundary (app/[locale]/error.tsx) when it shows, or once the page is idle (ErrorScreensPrefetch).
import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/booking/locale';
import { interpolate } from '@/ui/copy';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { BackLink } from './back-link';
import { ErrorScreen } from './error-screen';
import { errorScreenKeys, statusOfError } from './error-status';

const FALLBACKS: Record<string, string> = {
  'errorPage.404.title': 'Page not found',
  'errorPage.404.heading': 'We can’t find this page',
  'errorPage.404.description': 'There is no page at {path}.',
  'errorPage.500.title': 'Server error',
  'errorPage.500.heading': 'Something went wrong on our side',
  'errorPage.500.description':
    'Please try again in a few minutes. If the problem persists, our support team will gladly help you.',
};

export function PageErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const copy = useUiCopy();
  const path = usePathname();
  const { locale } = useParams<{ locale: string }>();
  const homeHref = `/${isLocale(locale) ? locale : DEFAULT_LOCALE}/check-up`;
  const status = statusOfError(error);
  const keys = errorScreenKeys(status);
  const text = (key: string) => copy.text(key, FALLBACKS[key] ?? '');
  useEffect(() => {
    // Only the error's class and digest: a message may quote what the visitor typed. The sender
    // (with the error catalogue it checks ids against) loads only when an error is shown: this
    // boundary is in every page's first scripts.
    void import('@/features/client-log/client-log')
      .then(({ sendClientLog }) =>
        sendClientLog({
          level: 'error',
          message: 'page-error',
          context: { name: error.name, digest: error.digest ?? null, status },
        }),
      )
      .catch(() => undefined);
  }, [error, status]);
  return (
    <ErrorScreen
      code={status}
      title={keys.titleKey === null ? String(status) : text(keys.titleKey)}
      heading={text(keys.headingKey)}
      description={interpolate(text(keys.descriptionKey), { path })}
      homeHref={homeHref}
      homeLabel={copy.text('errorPage.goHome', 'Go to the home page')}
      back={<BackLink label={copy.text('errorPage.goBack', 'Go back')} homeHref={homeHref} />}
    />
  );
}
