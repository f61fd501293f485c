'use client';
// The localised 500: an unexpected error in a page, with "go back" (home when there is no history) and "go home".
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { DEFAULT_LOCALE, isLocale } from '@/booking/locale';
import { BackLink } from '@/steps/error-screen/back-link';
import { ErrorScreen } from '@/steps/error-screen/error-screen';
import { sendClientLog } from '@/ui/client-log';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const copy = useUiCopy();
  const { locale } = useParams<{ locale: string }>();
  const homeHref = `/${isLocale(locale) ? locale : DEFAULT_LOCALE}/check-up`;
  useEffect(() => {
    // Only the error's class and digest: a message may quote what the visitor typed.
    void sendClientLog({
      level: 'error',
      message: 'page-error',
      context: { name: error.name, digest: error.digest ?? null },
    });
  }, [error]);
  return (
    <ErrorScreen
      code={500}
      title={copy.text('errorPage.500.title', 'Server error')}
      heading={copy.text('errorPage.500.heading', 'Something went wrong on our side')}
      description={copy.text(
        'errorPage.500.description',
        'Please try again in a few minutes. If the problem persists, our support team will gladly help you.',
      )}
      homeHref={homeHref}
      homeLabel={copy.text('errorPage.goHome', 'Go to the home page')}
      back={<BackLink label={copy.text('errorPage.goBack', 'Go back')} homeHref={homeHref} />}
    />
  );
}
