// The booking frame around every step: brand, step indicator and language switcher above, support, legal links and the market's legal entity below.

import type { ReactNode } from 'react';
import { intlLocaleOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { ConsentSettingsButton } from '@/client/consent-settings-button';
import { StepLink } from '@/steps/step-link';
import { copyReader, type UiCopyReader } from '@/ui/copy';
import type { LegalEntity, SiteSettings } from '../step-data';
import { BookingLinksScript } from './booking-links-script';
import { type CatalogueNames, DroppedNotice } from './dropped-notice';
import styles from './frame.module.css';
import { LanguageSwitcher } from './language-switcher';
import { LOCALE_NAMES } from './locale-links';
import { StepIndicator } from './step-indicator';

export interface BookingFrameProps {
  locale: Locale;
  settings: SiteSettings;
  /** The page language's copy, read here on the server only (the footer's keys reach no client). */
  copy: Record<string, string>;
  /** Names the notice of what entering a page dropped. */
  names: CatalogueNames;
  children: ReactNode;
  /**
   * False for a page outside the booking steps (the manage page): no step indicator, language
   * menu or notice of dropped choices, so it needs no cart and never writes a booking query.
   */
  steps?: boolean;
}

/** The market's imprint in brief: who sells, where it is registered, who answers for the content. */
function LegalEntityLines({ entity, copy }: { entity: LegalEntity; copy: UiCopyReader }) {
  return (
    <address className={styles.imprint}>
      <span>{[entity.name, ...entity.addressLines].join(', ')}</span>
      {entity.registerNumber ? (
        <span>
          {copy.text('footer.imprint.register')}: {entity.registerNumber}
        </span>
      ) : null}
      {entity.responsiblePerson ? (
        <span>
          {copy.text('footer.imprint.responsible')}: {entity.responsiblePerson}
        </span>
      ) : null}
    </address>
  );
}

export function BookingFrame({
  locale,
  settings,
  copy: texts,
  names,
  children,
  steps = true,
}: BookingFrameProps) {
  const copy = copyReader(texts, intlLocaleOf(locale));
  return (
    <div className={styles.frame}>
      {steps ? <BookingLinksScript /> : null}
      <a href="#main" className={styles.skipLink}>
        {copy.text('nav.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <StepLink href={`/${locale}/check-up`} className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true" />
            {settings.brandName}
          </StepLink>
          {steps ? <LanguageSwitcher locale={locale} current={LOCALE_NAMES[locale]} /> : null}
        </div>
        {steps ? (
          <div className={styles.stepsBar}>
            <StepIndicator />
          </div>
        ) : null}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {steps ? <DroppedNotice names={names} /> : null}
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div>
            <p className={styles.footerLead}>{copy.text('footer.support')}</p>
            <p className={styles.contact}>
              {settings.supportPhone ? (
                <a href={`tel:${settings.supportPhone.replace(/\s+/g, '')}`}>
                  {settings.supportPhone}
                </a>
              ) : null}
              {settings.supportEmail ? (
                <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
              ) : null}
            </p>
          </div>
          <nav aria-label={copy.text('footer.legal')}>
            <ul className={styles.legal}>
              {settings.legalLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
              <li>
                <ConsentSettingsButton
                  className={styles.linkButton}
                  label={copy.text('footer.cookieSettings')}
                />
              </li>
            </ul>
          </nav>
          {settings.legalEntity ? (
            <LegalEntityLines entity={settings.legalEntity} copy={copy} />
          ) : null}
          <p className={styles.copyright}>
            {`© ${new Date().getFullYear()} ${settings.brandName}`}
          </p>
        </div>
      </footer>
    </div>
  );
}
