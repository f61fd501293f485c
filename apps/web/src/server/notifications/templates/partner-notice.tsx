// What a pair's partner is told in their own language: their details are on file, the appointment moved, it was cancelled, or it is soon (with their own link); never an amount, as the customer paid for both.
import type { EmailCopyKey } from '../messages';
import type { PartnerNoticeData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  CallToAction,
  Greeting,
  Paragraph,
  Preparation,
  Signature,
} from './message-blocks';

type NoticeKind = PartnerNoticeData['kind'];

const COPY: Record<
  NoticeKind,
  Record<'subject' | 'preview' | 'heading' | 'intro' | 'calendar', EmailCopyKey>
> = {
  'partner-confirmation': {
    subject: 'partnerConfirmationSubject',
    preview: 'partnerConfirmationPreview',
    heading: 'partnerConfirmationHeading',
    intro: 'partnerConfirmationIntro',
    calendar: 'calendarNote',
  },
  'partner-reschedule': {
    subject: 'partnerRescheduleSubject',
    preview: 'partnerReschedulePreview',
    heading: 'partnerRescheduleHeading',
    intro: 'partnerRescheduleIntro',
    calendar: 'partnerRescheduleCalendarNote',
  },
  'partner-cancellation': {
    subject: 'partnerCancellationSubject',
    preview: 'partnerCancellationPreview',
    heading: 'partnerCancellationHeading',
    intro: 'partnerCancellationIntro',
    calendar: 'cancellationCalendarNote',
  },
  // The customer's reminder's subject and heading; its own words to the partner.
  'partner-reminder': {
    subject: 'reminderSubject',
    preview: 'reminderPreview',
    heading: 'reminderHeading',
    intro: 'partnerReminderIntro',
    calendar: 'calendarNote',
  },
};

/** The subject line's copy key of each notice. */
export const PARTNER_NOTICE_SUBJECT: Record<NoticeKind, EmailCopyKey> = {
  'partner-confirmation': COPY['partner-confirmation'].subject,
  'partner-reschedule': COPY['partner-reschedule'].subject,
  'partner-cancellation': COPY['partner-cancellation'].subject,
  'partner-reminder': COPY['partner-reminder'].subject,
};

export function PartnerNoticeEmail({ data, view }: { data: PartnerNoticeData; view: MessageView }) {
  const copy = COPY[data.kind];
  return (
    <EmailLayout
      language={data.language}
      subject={view.t(copy.subject)}
      preview={view.t(copy.preview)}
      heading={view.t(copy.heading)}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t(copy.intro)}</Paragraph>
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
      />
      {data.kind === 'partner-reminder' ? <Preparation view={view} /> : null}
      <Paragraph>{view.t(copy.calendar)}</Paragraph>
      {data.links === undefined ? null : (
        <>
          <Paragraph>{view.t('partnerLinkNote')}</Paragraph>
          <CallToAction view={view} href={data.links.partner} label={view.t('partnerLinkButton')} />
        </>
      )}
      <Signature view={view} />
    </EmailLayout>
  );
}
