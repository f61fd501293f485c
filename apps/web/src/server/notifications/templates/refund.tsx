// Refund: a payment that arrived after its time was released and taken by someone else, given back in full, with the way back to choose another time.
import type { RefundData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { AppointmentDetails, CallToAction, Greeting, Paragraph, Signature } from './message-blocks';

export function RefundEmail({ data, view }: { data: RefundData; view: MessageView }) {
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('refundSubject')}
      preview={view.t('refundPreview')}
      heading={view.t('refundHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('refundIntro', { refunded: view.money(data.amounts.paidNow) })}</Paragraph>
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
