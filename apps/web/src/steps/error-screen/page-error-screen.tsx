'use client';
// The localised error screen of an unexpected error in a page (500, or the status a failed answer carries), with "go back" (home when there is no history) and "go home".
// Loaded by the locale's error boundary (app/[locale]/error.tsx) when it shows, or once the page is idle (ErrorScreensPrefetch).
import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/booking/locale';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { BackLink } from './back-link';
import { ErrorScreen } from './error-screen';
import { errorScreenKeys, statusOfError } from './error-status';

export function PageErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const copy = useUiCopy();
  const path = usePathname();
  const { locale } = useParams<{ locale: string }>();
  const homeHref = `/${isLocale(locale) ? locale : DEFAULT_LOCALE}/check-up`;
  const status = statusOfError(error);
  const keys = errorScreenKeys(status);
  useEffect(() => {
    // Only the error's class and digest: a message may quote what the visitor typed. The sender
    // (with the error catalogue it checks ids against) loads only when an error is shown: this
    // boundary is in every page's first scripts.
    void import('@/client/client-log/client-log')
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
      title={keys.titleKey === null ? String(status) : copy.text(keys.titleKey)}
      heading={copy.text(keys.headingKey)}
      description={copy.format(keys.descriptionKey, { path })}
      homeHref={homeHref}
      homeLabel={copy.text('errorPage.goHome')}
      back={<BackLink label={copy.text('errorPage.goBack')} homeHref={homeHref} />}
    />
  );
}
