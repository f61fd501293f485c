'use client';
// The language and market switcher: the same step under another locale, with the same query, and the choice remembered in the locale cookie.
// A menu button of its own (WAI-ARIA's pattern), not react-aria's: it is on every page, and react-aria's menu,
// popover and focus code would be a quarter of each page's first scripts.
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import type { Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import type { OpenFocus } from './language-menu';
import styles from './language-switcher.module.css';
import { localisedHref } from './locale-href';
import type { LocaleName } from './locale-links';

// The menu itself (its items, keys and outside press) loads when it is first opened or about to be
// (the button hovered or focused): the button alone is in every page's first scripts.
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((module) => ({ default: module.LanguageMenu })));
const preloadMenu = () => {
  void loadMenu();
};

/**
 * `current` is the page locale's own name, given by the server's frame: the table of every
 * locale's names is needed only by the menu, which loads on demand.
 */
export function LanguageSwitcher({ locale, current }: { locale: Locale; current: LocaleName }) {
  const copy = useUiCopy();
  const pathname = usePathname();
  // The cart's reading of the address: a prerendered page's HTML has none yet.
  const { search } = useCart();
  const label = copy.text('nav.language');
  const [languageCode = '', marketCode = ''] = locale.toUpperCase().split('-');
  const menuId = useId();
  const [openFocus, setOpenFocus] = useState<OpenFocus | null>(null);
  const isOpen = openFocus !== null;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpenFocus(null);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    }
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
      >
        <Icon name="globe" size={18} />
        <span>{languageCode}</span> <span className={styles.languageCountry}>{marketCode}</span>
      </button>
      {openFocus !== null ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            label={label}
            locale={locale}
            openFocus={openFocus}
            root={root}
            hrefOf={(target) => localisedHref(pathname, search, target)}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
