// Cancellation: a paid booking the customer called off from their manage link, with what is refunded and a calendar file that removes the event.
import type { CancellationData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { AppointmentDetails, Greeting, Paragraph, Signature } from './message-blocks';

export function CancellationEmail({ data, view }: { data: CancellationData; view: MessageView }) {
  const paid = view.money(data.refund.paid);
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('cancellationSubject')}
      preview={view.t('cancellationPreview')}
      heading={view.t('cancellationHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('cancellationIntro')}</Paragraph>
      <Paragraph>
        {data.refund.refunded > 0
          ? view.t('cancellationRefund', { refunded: view.money(data.refund.refunded), paid })
          : view.t('cancellationNoRefund', { paid })}
      </Paragraph>
      {data.instalmentPlan ? (
        <Paragraph>{view.t('cancellationInstalmentsStopped')}</Paragraph>
      ) : null}
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
      />
      <Paragraph>{view.t('cancellationCalendarNote')}</Paragraph>
      <Signature view={view} />
    </EmailLayout>
  );
}
