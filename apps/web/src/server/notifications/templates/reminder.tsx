// The reminder the configured hours before the appointment: when and where, what to bring and how to prepare, and anything due at the clinic.
import type { ReminderData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  DueAtClinic,
  Greeting,
  ManageBooking,
  Paragraph,
  Preparation,
  Signature,
} from './message-blocks';

export function ReminderEmail({ data, view }: { data: ReminderData; view: MessageView }) {
  // Only money the customer must bring along is worth repeating; instalments run by themselves.
  const dueAtClinic = data.amounts.installments.length === 0 ? data.amounts.dueLater : 0;
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('reminderSubject')}
      preview={view.t('reminderPreview')}
      heading={view.t('reminderHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('reminderIntro')}</Paragraph>
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
        addOns={data.addOns}
      />
      <Preparation view={view} />
      {dueAtClinic > 0 ? <DueAtClinic view={view} amount={dueAtClinic} /> : null}
      <Paragraph>{view.t('calendarNote')}</Paragraph>
      <ManageBooking view={view} href={data.links.manage} />
      <Signature view={view} />
    </EmailLayout>
  );
}
