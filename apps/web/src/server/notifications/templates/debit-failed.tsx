// A bank debit that failed after days of processing: nothing charged, the time released, with the way back to choose another time.
import type { DebitFailedData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { AppointmentDetails, CallToAction, Greeting, Paragraph, Signature } from './message-blocks';

export function DebitFailedEmail({ data, view }: { data: DebitFailedData; view: MessageView }) {
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('debitFailedSubject')}
      preview={view.t('debitFailedPreview')}
      heading={view.t('debitFailedHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('debitFailedIntro')}</Paragraph>
      <CallToAction view={view} href={data.links.rebook} label={view.t('refundButton')} />
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
