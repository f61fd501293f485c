'use client';
// The language and market switcher: the same step under another locale, with the same query, and the choice remembered in the locale cookie.
// A menu button of its own (WAI-ARIA's pattern), not react-aria's: it is on every page, and react-aria's menu,
// popover and focus code would be a quarter of each page's first scripts.
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALES } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import styles from './language-switcher.module.css';

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

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

/** Which item takes focus when the menu opens: the first, or the last when opened with ArrowUp. */
type OpenFocus = 'first' | 'last';

export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const copy = useUiCopy();
  const pathname = usePathname();
  // The cart's reading of the address: a prerendered page's HTML has none yet.
  const { search } = useCart();
  const current = LOCALE_NAMES[locale];
  const label = copy.text('nav.language', 'Language');
  const [languageCode = '', marketCode = ''] = locale.toUpperCase().split('-');
  const menuId = useId();
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null);
  const isOpen = openFocus !== null;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenFocus(null);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (openFocus === null) return;
    const all = menuItems(menu.current);
    (openFocus === 'first' ? all[0] : all.at(-1))?.focus();
    // A press anywhere outside closes the menu, as a click on the page behind a popover does.
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpenFocus(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openFocus]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menu.current);
    const at = all.findIndex((item) => item === document.activeElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === ' ') all[at]?.click();
    else if (event.key === 'Tab') {
      // Tab leaves the menu for the next control after the switcher, and the menu closes behind it.
      close(false);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Typing a letter moves to the next language that begins with it.
      const letter = event.key.toLocaleLowerCase();
      const order = [...all.slice(at + 1), ...all.slice(0, at + 1)];
      order
        .find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(letter))
        ?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.switcher} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.languageButton}
        // The name holds the visible codes too (WCAG 2.5.3, label in name), so "DE CH" spoken by voice control works.
        aria-label={`${label} ${languageCode} ${marketCode}: ${current.language} (${current.country})`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        // Opened by a press (pointer, Enter or Space), focus goes to the first item, as WAI-ARIA's menu button does.
        onClick={() => (isOpen ? close(true) : setOpenFocus('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <Icon name="globe" size={18} />
        <span>{languageCode}</span> <span className={styles.languageCountry}>{marketCode}</span>
      </button>
      {isOpen ? (
        <div className={styles.languagePopover}>
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            className={styles.languageMenu}
            onKeyDown={onMenuKeyDown}
          >
            {LOCALES.map((target) => (
              <a
                key={target}
                role="menuitem"
                tabIndex={-1}
                href={localisedHref(pathname, search, target)}
                hrefLang={target}
                lang={LOCALE_NAMES[target].lang}
                onClick={() => rememberLocale(target)}
                // The item under the pointer is the focused one, so keys continue from there.
                onPointerEnter={(event) => event.currentTarget.focus()}
                className={styles.languageItem}
              >
                <span>
                  {LOCALE_NAMES[target].language}{' '}
                  <span className={styles.languageItemCountry}>{LOCALE_NAMES[target].country}</span>
                </span>
                {target === locale ? <Icon name="check" size={18} /> : null}
              </a>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
