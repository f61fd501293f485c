// The frame every message shares: brand header, one h1, then support contact and legal links from site settings.
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
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

const link = { color: palette.brand, textDecoration: 'underline' } as const;
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export function EmailLayout(props: {
  language: Language;
  subject: string;
  preview: string;
  heading: string;
  view: MessageView;
  children: ReactNode;
}) {
  const { view } = props;
  const contact = {
    supportEmail: (
      <Link href={`mailto:${view.values.supportEmail}`} style={link}>
        {view.values.supportEmail}
      </Link>
    ),
    supportPhone: (
      <Link href={`tel:${(view.values.supportPhone ?? '').replace(/[^+\d]/g, '')}`} style={link}>
        {view.values.supportPhone}
      </Link>
    ),
  };
  return (
    <Html lang={props.language} dir="ltr">
      <Head>
        <title>{props.subject}</title>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: palette.surface, fontFamily: font }}>
        <Container style={{ maxWidth: 600, backgroundColor: '#ffffff', color: palette.text }}>
          <Section style={{ backgroundColor: palette.brand, padding: '20px 32px' }}>
            <Text style={{ margin: 0, color: palette.onBrand, fontSize: 22, fontWeight: 700 }}>
              {view.values.brand}
            </Text>
          </Section>
          <Section style={{ padding: '8px 32px 24px', fontSize: 16, lineHeight: '24px' }}>
            <Heading style={{ fontSize: 24, lineHeight: '32px', color: palette.text }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Hr style={{ borderColor: palette.border, margin: 0 }} />
          <Section style={{ padding: '16px 32px', fontSize: 14, color: palette.muted }}>
            <Text style={{ color: palette.muted }}>
              {view.parts('support', contact).map((piece, index) => (
                // The pieces of one sentence never reorder, so their position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <span key={index}>{piece}</span>
              ))}
            </Text>
            <Text style={{ color: palette.muted }}>
              {view.legalLinks.map((link, index) => (
                <span key={link.url}>
                  {index > 0 ? ' · ' : ''}
                  <Link
                    href={link.url}
                    style={{ color: palette.muted, textDecoration: 'underline' }}
                  >
                    {link.label}
                  </Link>
                </span>
              ))}
            </Text>
            <Text style={{ color: palette.muted }}>{view.t('footerReason')}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
