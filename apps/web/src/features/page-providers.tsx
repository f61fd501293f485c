'use client';
// What every storefront page shares in the browser: the locale (react-aria's widgets take it through AriaLocale, so react-aria loads only with them), UI copy, the error modal, toasts, the idle popup and analytics.
import type { ReactNode } from 'react';
import { Analytics } from '@/analytics/analytics';
import { intlLocaleOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { ErrorModalProvider } from '@/client/error-modal/error-modal';
import type { UiCopy } from '@/ui/copy';
import { IntlLocaleProvider } from '@/ui/locale/intl-locale';
import { DeferredToastRegion } from '@/ui/toast/deferred-toast-region';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { IdlePopup } from './idle-popup/idle-popup';

export interface PageProvidersProps {
  locale: Locale;
  /** The widgets' part of the page language's copy (see WIDGET_COPY_PREFIXES). */
  copy: UiCopy;
  children: ReactNode;
  /** Milliseconds; the idle popup's default is 15 s. Null leaves the popup out. */
  idlePopupDelayMs?: number | null;
  visitorCountry?: string | null;
}

export function PageProviders({
  locale,
  copy,
  children,
  idlePopupDelayMs,
  visitorCountry = null,
}: PageProvidersProps) {
  return (
    <IntlLocaleProvider locale={intlLocaleOf(locale)}>
      <UiCopyProvider copy={copy} locale={intlLocaleOf(locale)}>
        <ErrorModalProvider>
          {children}
          <DeferredToastRegion />
          {idlePopupDelayMs === null ? null : (
            <IdlePopup locale={locale} delayMs={idlePopupDelayMs} visitorCountry={visitorCountry} />
          )}
        </ErrorModalProvider>
      </UiCopyProvider>
      <Analytics />
    </IntlLocaleProvider>
  );
}
