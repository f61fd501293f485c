'use client';
// The language and market switcher: the same step under another locale, with the same query, and the choice remembered in the locale cookie.
import { usePathname } from 'next/navigation';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import styles from './frame.module.css';

/** Each locale named in its own language, so a visitor finds theirs whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, { language: string; country: string; lang: string }> = {
  'de-ch': { language: 'Deutsch', country: 'Schweiz', lang: 'de' },
  'en-ch': { language: 'English', country: 'Switzerland', lang: 'en' },
  'fr-ch': { language: 'Français', country: 'Suisse', lang: 'fr' },
  'de-de': { language: 'Deutsch', country: 'Deutschland', lang: 'de' },
  'en-de': { language: 'English', country: 'Germany', lang: 'en' },
};

/** The current address under another locale prefix; the query is kept as it is. */
export function localisedHref(pathname: string, search: string, target: Locale): string {
  const [, , ...rest] = pathname.split('/');
  const path = `/${[target, ...rest].join('/')}`;
  return search === '' ? path : `${path}?${search}`;
}

export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const copy = useUiCopy();
  const pathname = usePathname();
  // The cart's reading of the address: a prerendered page's HTML has none yet.
  const { search } = useCart();
  const current = LOCALE_NAMES[locale];
  const label = copy.text('nav.language', 'Language');
  return (
    <MenuTrigger>
      <Button
        className={styles.languageButton}
        aria-label={`${label}: ${current.language} (${current.country})`}
      >
        <Icon name="globe" size={18} />
        <span>{locale.slice(0, 2).toUpperCase()}</span>
        <span className={styles.languageCountry}>{locale.slice(3).toUpperCase()}</span>
      </Button>
      <Popover className={styles.languagePopover} placement="bottom end">
        <Menu className={styles.languageMenu} aria-label={label}>
          {LOCALES.map((target) => (
            <MenuItem
              key={target}
              id={target}
              href={localisedHref(pathname, search, target)}
              hrefLang={target}
              lang={LOCALE_NAMES[target].lang}
              onAction={() => rememberLocale(target)}
              className={styles.languageItem}
              textValue={`${LOCALE_NAMES[target].language} (${LOCALE_NAMES[target].country})`}
            >
              <span>
                {LOCALE_NAMES[target].language}{' '}
                <span className={styles.languageItemCountry}>{LOCALE_NAMES[target].country}</span>
              </span>
              {target === locale ? <Icon name="check" size={18} /> : null}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
