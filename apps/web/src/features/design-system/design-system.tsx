// The design-system page's content: tokens, buttons, info blocks, fields, phone input, modals, error modal, toasts and idle popup.
import type { ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '@/ui/button/button-style';
import { INFO_BLOCK_VARIANTS, InfoBlock } from '@/ui/info-block/info-block';
import { PhoneInput } from '@/ui/phone-input/phone-input';
import { TextField } from '@/ui/text-field/text-field';
import { ErrorModalDemo, IdlePopupDemo, ModalDemo, ToastDemo } from './demos';
import styles from './design-system.module.css';
import { PageHeader } from './page-header';

const SWATCHES = [
  ['brand', '--color-brand'],
  ['guiding', '--color-guiding'],
  ['info', '--color-info'],
  ['success', '--color-success'],
  ['danger', '--color-danger'],
  ['text', '--color-text'],
  ['text muted', '--color-text-muted'],
  ['surface', '--color-surface'],
  ['dark modal', '--color-dark-bg'],
] as const;

const INFO_LABELS = {
  default: ['info', 'Good to know'],
  subtle: ['clock', 'Duration'],
  success: ['check', 'Discount applied'],
  error: ['error', 'Payment failed'],
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-component={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function DesignSystem({ idleDelayMs }: { idleDelayMs: number }) {
  return (
    <main className={styles.page}>
      <PageHeader eyebrow="Nova" title="Design system">
        The shared pieces every booking step is built from.{' '}
        <a href="/_design-system/icons">All icons</a> ·{' '}
        <a href="/_design-system/emails">All emails</a>
      </PageHeader>

      <Section id="tokens" title="Colour tokens">
        <ul className={styles.swatches}>
          {SWATCHES.map(([name, token]) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${token})` }} />
              <span className={styles.swatchName}>{name}</span>
              <code className={styles.code}>{token}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="button" title="Buttons">
        <div className={styles.buttonGrid}>
          {BUTTON_VARIANTS.map((variant) => (
            <div key={variant} className={styles.buttonRow} data-variant={variant}>
              <h3 className={styles.label}>{variant}</h3>
              {BUTTON_SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {`Book ${size.toUpperCase()}`}
                </Button>
              ))}
            </div>
          ))}
        </div>
        <h3 className={styles.subTitle}>States and icons</h3>
        <div className={styles.row}>
          <Button variant="guiding" size="l" iconEnd="chevron">
            Continue
          </Button>
          <Button variant="secondary" size="l" icon="calendar">
            Choose a date
          </Button>
          <Button variant="primary" size="l" isPending>
            Reserving
          </Button>
          <Button variant="primary" size="l" isDisabled>
            Disabled
          </Button>
        </div>
      </Section>

      <Section id="info-block" title="Info blocks">
        <div className={styles.stack}>
          {INFO_BLOCK_VARIANTS.map((variant) => (
            <InfoBlock
              key={variant}
              variant={variant}
              icon={INFO_LABELS[variant][0]}
              label={INFO_LABELS[variant][1]}
              text={`The ${variant} info block, with an icon, a label and a text.`}
            />
          ))}
          <InfoBlock text="An info block with text only." />
        </div>
      </Section>

      <Section id="text-field" title="Text fields">
        <div className={styles.fields}>
          <TextField label="First name" autoComplete="given-name" />
          <TextField label="Email" type="email" description="We send your confirmation here." />
          <TextField
            label="Postal code"
            defaultValue="80"
            errorMessage="Please enter a valid postal code."
          />
          <TextField label="Country" defaultValue="Switzerland" isDisabled />
        </div>
      </Section>

      <Section id="phone-input" title="Phone input">
        <div className={`${styles.fields} ${styles.wideFields}`}>
          <PhoneInput label="Phone" language="en" market="ch" checkValidity isRequired />
          <PhoneInput
            label="Phone (visitor in DE)"
            language="en"
            market="ch"
            visitorCountry="DE"
            defaultValue="+4915123456789"
          />
          <PhoneInput
            label="Phone (invalid)"
            language="en"
            market="ch"
            defaultValue="+4179123"
            errorMessage="Please enter a valid phone number."
          />
        </div>
      </Section>

      <Section id="modal" title="Modal dialog">
        <p className={styles.note}>
          Light and dark; closes on a click outside or Escape, and locks page scroll.
        </p>
        <ModalDemo />
      </Section>

      <Section id="error-modal" title="Error modal">
        <ErrorModalDemo />
      </Section>

      <Section id="toast" title="Toasts">
        <ToastDemo />
      </Section>

      <Section id="idle-popup" title="Idle popup">
        <IdlePopupDemo delayMs={idleDelayMs} />
      </Section>
    </main>
  );
}
