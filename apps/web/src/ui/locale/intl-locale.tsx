'use client';
// The page's locale for the widgets that format or parse by locale (react-aria's calendar, combo box, select, modal): a plain context, so react-aria itself loads only with those widgets.
import { createContext, type ReactNode, useContext } from 'react';

const IntlLocaleContext = createContext<string | null>(null);

/** `locale` as Intl names it, e.g. de-CH. */
export function IntlLocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <IntlLocaleContext.Provider value={locale}>{children}</IntlLocaleContext.Provider>;
}

/** The page's Intl locale; null outside the page's providers. */
export function useIntlLocale(): string | null {
  return useContext(IntlLocaleContext);
}
