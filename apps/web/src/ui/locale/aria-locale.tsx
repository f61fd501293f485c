'use client';
// Gives react-aria the page's locale around one widget. Only widgets built on react-aria import it, so react-aria is in their chunks and not in every page's first scripts.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useIntlLocale } from './intl-locale';

export function AriaLocale({ children }: { children: ReactNode }) {
  const locale = useIntlLocale();
  // Outside the page's providers (a component test) react-aria's own default, or an outer provider, stands.
  return locale === null ? children : <I18nProvider locale={locale}>{children}</I18nProvider>;
}
