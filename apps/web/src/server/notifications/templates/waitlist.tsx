// Waiting list: a time has become free on the day a visitor waits for, with the way to book it and to stop these emails.
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { Language } from '../../../booking/types';
import type { MessageView } from '../view';
import { DARK, EmailLayout, palette } from './layout';
import { CallToAction, inlineLink, Paragraph, Signature } from './message-blocks';

export interface WaitlistEmailProps {
  language: Language;
  view: MessageView;
  links: { book: string; unsubscribe: string };
}

export function WaitlistEmail({ language, view, links }: WaitlistEmailProps) {
  return (
    <EmailLayout
      language={language}
      subject={view.t('waitlistSubject')}
      preview={view.t('waitlistPreview')}
      heading={view.t('waitlistHeading')}
      view={view}
      footer={view.t('waitlistFooterReason')}
    >
      <Paragraph>{view.t('waitlistGreeting')}</Paragraph>
      <Paragraph>{view.t('waitlistIntro')}</Paragraph>
      <CallToAction view={view} href={links.book} label={view.t('waitlistButton')} />
      <Paragraph>{view.t('waitlistOnce')}</Paragraph>
      <Signature view={view} />
      <Text style={{ fontSize: 14, color: palette.muted }} className={DARK.muted}>
        {view.t('waitlistUnsubscribe')}{' '}
        <Link href={links.unsubscribe} style={inlineLink} className={DARK.link}>
          {view.t('waitlistUnsubscribeLink')}
        </Link>
      </Text>
    </EmailLayout>
  );
}
