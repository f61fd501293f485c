// The booking frame of every step (check-up to success): header, step indicator, language switcher, footer, and the cart.
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale } from '@/booking/locale';
import { todayInZurich } from '@/booking/time';
import { CartProvider } from '@/steps/cart/cart-provider';
import { BookingFrame } from '@/steps/frame/booking-frame';
import { loadStepData } from '@/steps/step-data';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

// Every step reads its address (guards, the cart) and today's date, so none is prerendered.
export const dynamic = 'force-dynamic';

export default async function BookingLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const data = await loadStepData(locale);
  return (
    <UiCopyProvider copy={data.copy}>
      <CartProvider locale={locale} today={todayInZurich(new Date())} known={data.known}>
        <BookingFrame locale={locale} settings={data.settings} copy={data.copy}>
          {children}
        </BookingFrame>
      </CartProvider>
    </UiCopyProvider>
  );
}
