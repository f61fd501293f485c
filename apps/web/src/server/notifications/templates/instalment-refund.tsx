// Instalment refund: a month of the plan charged after the booking was cancelled (its invoice was already under way), given back in full.
import type { InstalmentRefundData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { AppointmentDetails, Greeting, Paragraph, Signature } from './message-blocks';

export function InstalmentRefundEmail({
  data,
  view,
}: {
  data: InstalmentRefundData;
  view: MessageView;
}) {
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('instalmentRefundSubject')}
      preview={view.t('instalmentRefundPreview')}
      heading={view.t('instalmentRefundHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>
        {view.t('instalmentRefundIntro', {
          amount: view.money(data.refund.amount),
          number: String(data.refund.instalment),
        })}
      </Paragraph>
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
