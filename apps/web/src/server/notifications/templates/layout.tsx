// The frame every message shares: brand header, one h1, then support contact, legal links and the market's company (site settings); a phone-width layout and a dark mode.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Language } from '../../../booking/types';
import type { MessageView } from '../view';

/** The storefront's tokens (src/ui/global.css); every text colour passes WCAG AA on its background. */
export const palette = {
  text: '#14161a',
  muted: '#4a5160',
  brand: '#0b4f6c',
  onBrand: '#ffffff',
  surface: '#f5f6f8',
  border: '#d5d9e0',
};

/**
 * Dark mode: mail clients that honour `prefers-color-scheme` (Apple Mail, iOS, Outlook apps)
 * apply these over the inline light colours, hence `!important`; those that ignore it keep the
 * light design, which is readable anywhere. Each pair keeps at least 4.5:1 (WCAG AA): light text
 * #eef0f3 and muted #b4bac6 on #1a1d23, links #8fd3f0 on it, the button dark text on #8fd3f0.
 */
export const DARK = {
  page: 'nova-page',
  card: 'nova-card',
  text: 'nova-text',
  muted: 'nova-muted',
  link: 'nova-link',
  button: 'nova-button',
  rule: 'nova-rule',
  padded: 'nova-padded',
} as const;

const STYLES = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .${DARK.page} { background-color: #0f1115 !important; }
  .${DARK.card} { background-color: #1a1d23 !important; color: #eef0f3 !important; }
  .${DARK.text} { color: #eef0f3 !important; }
  .${DARK.muted} { color: #b4bac6 !important; }
  .${DARK.link} { color: #8fd3f0 !important; }
  .${DARK.button} { background-color: #8fd3f0 !important; color: #0f1115 !important; }
  .${DARK.rule} { border-color: #3a404c !important; }
}
@media only screen and (max-width: 480px) {
  .${DARK.padded} { padding-left: 16px !important; padding-right: 16px !important; }
}
`;

const link = { color: palette.brand, textDecoration: 'underline' } as const;
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export function EmailLayout(props: {
  language: Language;
  subject: string;
  preview: string;
  heading: string;
  view: MessageView;
  children: ReactNode;
  /** Why the reader gets the message; a booking's by default. */
  footer?: string;
}) {
  const { view } = props;
  const contact = {
    supportEmail: (
      <Link href={`mailto:${view.values.supportEmail}`} style={link} className={DARK.link}>
        {view.values.supportEmail}
      </Link>
    ),
    supportPhone: (
      <Link
        href={`tel:${(view.values.supportPhone ?? '').replace(/[^+\d]/g, '')}`}
        style={link}
        className={DARK.link}
      >
        {view.values.supportPhone}
      </Link>
    ),
  };
  return (
    <Html lang={props.language} dir="ltr">
      <Head>
        <title>{props.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{STYLES}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        className={DARK.page}
        style={{ margin: 0, backgroundColor: palette.surface, fontFamily: font }}
      >
        <Container
          className={DARK.card}
          style={{ maxWidth: 600, backgroundColor: '#ffffff', color: palette.text }}
        >
          {/* The brand bar keeps its colours in dark mode: white on the brand blue passes either way. */}
          <Section
            className={DARK.padded}
            style={{ backgroundColor: palette.brand, padding: '20px 32px' }}
          >
            <Text style={{ margin: 0, color: palette.onBrand, fontSize: 22, fontWeight: 700 }}>
              {view.values.brand}
            </Text>
          </Section>
          <Section
            className={DARK.padded}
            style={{ padding: '8px 32px 24px', fontSize: 16, lineHeight: '24px' }}
          >
            <Heading
              className={DARK.text}
              style={{ fontSize: 24, lineHeight: '32px', color: palette.text }}
            >
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr className={DARK.rule} style={{ borderColor: palette.border, margin: 0 }} />
          <Section
            className={`${DARK.padded} ${DARK.muted}`}
            style={{ padding: '16px 32px', fontSize: 14, color: palette.muted }}
          >
            <Text className={DARK.muted} style={{ color: palette.muted }}>
              {view.parts('support', contact).map((piece, index) => (
                // The pieces of one sentence never reorder, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={index}>{piece}</span>
              ))}
            </Text>
            <Text className={DARK.muted} style={{ color: palette.muted }}>
              {view.legalLinks.map((link, index) => (
                <span key={link.url}>
                  {index > 0 ? ' · ' : ''}
                  <Link
                    href={link.url}
                    className={DARK.muted}
                    style={{ color: palette.muted, textDecoration: 'underline' }}
                  >
                    {link.label}
                  </Link>
                </span>
              ))}
            </Text>
            {view.seller === null ? null : (
              <Text className={DARK.muted} style={{ color: palette.muted }}>
                {[view.seller.name, ...view.seller.addressLines].join(', ')}
              </Text>
            )}
            <Text className={DARK.muted} style={{ color: palette.muted }}>
              {props.footer ?? view.t('footerReason')}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
