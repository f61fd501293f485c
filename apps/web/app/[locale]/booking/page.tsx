// /[locale]/booking: the booking a manage link opens (issue 20). A prerendered shell: the token is in the address fragment, which only the browser reads and posts.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isLocale } from '@/booking/locale';
import { pageTitle } from '@/client/page-title';
import { ManageBooking } from '@/features/manage-booking/manage-booking';
import { BookingFrame } from '@/steps/frame/booking-frame';
import { loadStepData } from '@/steps/step-data';
import { pickCopy } from '@/ui/copy';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const { serverCopy, settings } = await loadStepData(locale);
  return {
    title: pageTitle(serverCopy['manage.heading'] ?? 'Your booking', settings.brandName),
    // One customer's booking: never in a search index.
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

export default async function ManageBookingPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const data = await loadStepData(locale);
  return (
    <UiCopyProvider copy={data.copy}>
      {/* No cart: this page is no booking step and must not write a booking query. */}
      <BookingFrame
        locale={locale}
        settings={data.settings}
        copy={data.serverCopy}
        names={data.names}
        steps={false}
      >
        {/* Moving draws the time slot step's calendar, times and waiting list and the location step's clinic cards. */}
        <UiCopyProvider
          copy={pickCopy(data.serverCopy, [
            'manage.',
            'success.',
            'payment.',
            'timeslot.',
            'waitlist.',
            'location.',
          ])}
        >
          <ManageBooking locale={locale} />
        </UiCopyProvider>
      </BookingFrame>
    </UiCopyProvider>
  );
}
