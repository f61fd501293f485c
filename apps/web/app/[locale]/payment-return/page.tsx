// The return from the card payment: no booking frame and no guard; the browser confirms the payment with the server.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { todayInZurich } from '@/booking/time';
import { pageTitle } from '@/steps/page-title';
import { PaymentReturn } from '@/steps/payment-return/payment-return';
import styles from '@/steps/payment-return/payment-return.module.css';
import { loadStepData } from '@/steps/step-data';
import { pickCopy } from '@/ui/copy';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

// The address carries the payment's parameters and the page reads today's date: never prerendered.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy, settings } = await loadStepData(locale);
  return {
    title: pageTitle(serverCopy['payment.heading'] ?? 'Payment', settings.brandName),
    // The address carries Stripe's client secret until the page has read it.
    referrer: 'no-referrer',
  };
}

export default async function PaymentReturnPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const data = await loadStepData(locale);
  return (
    <UiCopyProvider copy={pickCopy(data.serverCopy, ['payment.', 'nav.'])}>
      <div className={styles.page}>
        <header>
          <Link href={`/${locale}/check-up`} className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true" />
            {data.settings.brandName}
          </Link>
        </header>
        <main className={styles.main}>
          <PaymentReturn locale={locale} known={data.known} today={todayInZurich(new Date())} />
        </main>
      </div>
    </UiCopyProvider>
  );
}
