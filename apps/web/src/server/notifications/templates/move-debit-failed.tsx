// A move's bank debit that failed after days of processing: nothing more charged, the new time let go, the appointment where it was, with the way to the booking to choose again.
import type { MoveDebitFailedData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  Greeting,
  ManageBooking,
  Paragraph,
  Signature,
} from './message-blocks';

export function MoveDebitFailedEmail({
  data,
  view,
}: {
  data: MoveDebitFailedData;
  view: MessageView;
}) {
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('moveDebitFailedSubject')}
      preview={view.t('moveDebitFailedPreview')}
      heading={view.t('moveDebitFailedHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('moveDebitFailedIntro')}</Paragraph>
      <ManageBooking view={view} href={data.links.manage} />
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
      />
      <Signature view={view} />
    </EmailLayout>
  );
}
