// The return from a payment provider's redirect (3-D Secure, a bank's page): no layout and no guard, as the spec has it; the browser confirms the payment with the server.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { intlLocaleOf, isLocale } from '@/booking/locale';
import { todayInZurich } from '@/booking/time';
import { pageTitle } from '@/client/page-title';
import { CartProvider } from '@/steps/cart/cart-provider';
import { bookingPlaces } from '@/steps/payment/places';
import { PaymentReturn } from '@/steps/payment-return/payment-return';
import { loadStepData } from '@/steps/step-data';
import { copyReader, pickCopy } from '@/ui/copy';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

// The address carries the payment's parameters and the page reads today's date: never prerendered.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy, settings } = await loadStepData(locale);
  return {
    title: pageTitle(
      copyReader(serverCopy, intlLocaleOf(locale)).text('payment.heading'),
      settings.brandName,
    ),
    // The address carries Stripe's client secret until the page has read it.
    referrer: 'no-referrer',
  };
}

/**
 * Outside the (booking) group on purpose: success is then a new layout whose cart reads the
 * session this page wrote, not this page's cart from before the payment was confirmed.
 */
export default async function PaymentReturnPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const data = await loadStepData(locale);
  const today = todayInZurich(new Date());
  return (
    <UiCopyProvider copy={data.copy}>
      <CartProvider locale={locale} today={today} offer={data.offer}>
        {/* No booking frame: a moment between the bank's page and success (or back to payment). */}
        <main id="main">
          <UiCopyProvider copy={pickCopy(data.serverCopy, ['payment.', 'success.'])}>
            <PaymentReturn
              locale={locale}
              known={data.known}
              today={today}
              places={bookingPlaces(data.checkups, data.locations, data.language)}
            />
          </UiCopyProvider>
        </main>
      </CartProvider>
    </UiCopyProvider>
  );
}
