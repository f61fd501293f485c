// The booking frame of every step (check-up to success): header, step indicator, language switcher, footer, and the cart.
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { isLocale } from '@/booking/locale';
import { todayInZurich } from '@/booking/time';
import { CartProvider } from '@/steps/cart/cart-provider';
import { BookingFrame } from '@/steps/frame/booking-frame';
import { loadStepData } from '@/steps/step-data';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

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
      {/* Prerendered: the cart reads the address and the browser's day after hydration. */}
      <CartProvider locale={locale} today={todayInZurich(new Date())} offer={data.offer}>
        <BookingFrame
          locale={locale}
          settings={data.settings}
          copy={data.serverCopy}
          names={data.names}
        >
          {children}
        </BookingFrame>
      </CartProvider>
    </UiCopyProvider>
  );
}
