// The booking confirmation: the appointment and each person's add-ons, what to bring and how to prepare, what was paid and what is still due.
import type { ConfirmationData, RescheduleData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  Greeting,
  ManageBooking,
  Paragraph,
  PaymentSummary,
  Preparation,
  Signature,
} from './parts';

export function ConfirmationEmail({
  data,
  view,
}: {
  data: ConfirmationData | RescheduleData;
  view: MessageView;
}) {
  const moved = data.kind === 'reschedule';
  return (
    <EmailLayout
      language={data.language}
      subject={view.t(moved ? 'rescheduleSubject' : 'confirmationSubject')}
      preview={view.t(moved ? 'reschedulePreview' : 'confirmationPreview')}
      heading={view.t(moved ? 'rescheduleHeading' : 'confirmationHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t(moved ? 'rescheduleIntro' : 'confirmationIntro')}</Paragraph>
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
        addOns={data.addOns}
      />
      <Preparation view={view} />
      <PaymentSummary view={view} amounts={data.amounts} />
      <Paragraph>{view.t('calendarNote')}</Paragraph>
      <ManageBooking view={view} href={data.links.manage} />
      <Signature view={view} />
    </EmailLayout>
  );
}
