// Pay later: a pending reservation whose payment failed or was abandoned, with the link to pay it.
import type { PayLaterData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  CallToAction,
  Greeting,
  Paragraph,
  PaymentSummary,
  Signature,
} from './message-blocks';

export function PayLaterEmail({ data, view }: { data: PayLaterData; view: MessageView }) {
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('payLaterSubject')}
      preview={view.t('payLaterPreview')}
      heading={view.t('payLaterHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('payLaterIntro')}</Paragraph>
      <CallToAction view={view} href={data.links.payLater} label={view.t('payLaterButton')} />
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
      />
      <PaymentSummary view={view} amounts={data.amounts} pending />
      <Signature view={view} />
    </EmailLayout>
  );
}
