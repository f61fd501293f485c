// Waiting list: the link that confirms an address asked to wait for a full day; nothing is sent to it again unless it is pressed.
import type { Language } from '../../../booking/types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import { CallToAction, Paragraph, Signature } from './message-blocks';

export interface WaitlistConfirmEmailProps {
  language: Language;
  view: MessageView;
  links: { confirm: string };
}

export function WaitlistConfirmEmail({ language, view, links }: WaitlistConfirmEmailProps) {
  return (
    <EmailLayout
      language={language}
      subject={view.t('waitlistConfirmSubject')}
      preview={view.t('waitlistConfirmPreview')}
      heading={view.t('waitlistConfirmHeading')}
      view={view}
      footer={view.t('waitlistConfirmFooterReason')}
    >
      <Paragraph>{view.t('waitlistGreeting')}</Paragraph>
      <Paragraph>{view.t('waitlistConfirmIntro')}</Paragraph>
      <CallToAction view={view} href={links.confirm} label={view.t('waitlistConfirmButton')} />
      <Paragraph>{view.t('waitlistConfirmIgnore')}</Paragraph>
      <Signature view={view} />
    </EmailLayout>
  );
}
