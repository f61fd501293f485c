// The partner's invitation: who booked, the shared appointment, and the link to complete their own details.
import type { PartnerInvitationData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { AppointmentDetails, CallToAction, Greeting, Paragraph, Signature } from './message-blocks';

export function PartnerInvitationEmail(props: { data: PartnerInvitationData; view: MessageView }) {
  const { data, view } = props;
  return (
    <EmailLayout
      language={data.language}
      subject={view.t('partnerSubject')}
      preview={view.t('partnerPreview')}
      heading={view.t('partnerHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t('partnerIntro')}</Paragraph>
      <CallToAction
        view={view}
        href={data.links.partnerCompletion}
        label={view.t('partnerButton')}
      />
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
