// The test gateway's bank page: where its redirect method leaves the site for (as TWINT, Klarna or a bank's page); only while the test gateway is the provider.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { TestBank } from '@/client/payment-forms/test-bank';
import { testGateway } from '@/server/payments/provider-instance';
import { testReturnUrl } from '@/server/payments/test-gateway/card-payment';
import { loadStepData } from '@/steps/step-data';
import { pickCopy } from '@/ui/copy';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Test bank',
  robots: { index: false },
  // The address carries the payment's client secret.
  referrer: 'no-referrer',
};

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function TestBankPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const gateway = testGateway();
  if (!isLocale(locale) || gateway === null) notFound();
  const query = await searchParams;
  const intentId = query.payment_intent;
  const clientSecret = query.payment_intent_client_secret;
  if (typeof intentId !== 'string' || typeof clientSecret !== 'string') notFound();
  const payment = await gateway.retrievePayment(intentId).catch(() => null);
  if (payment === null) notFound();
  const data = await loadStepData(locale);
  return (
    <UiCopyProvider copy={pickCopy(data.serverCopy, ['payment.'])}>
      <TestBank
        locale={locale}
        paymentIntent={intentId}
        clientSecret={clientSecret}
        returnUrl={await testReturnUrl(locale, intentId)}
      />
    </UiCopyProvider>
  );
}
