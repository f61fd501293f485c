'use client';
// The language menu's popover, loaded when it is first opened: the locales as menu items (WAI-ARIA's menu), moved through by arrows, Home, End and a first letter; Escape, Tab or a press outside close it.
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { LOCALES } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { Icon } from '@/ui/icons/icon';
import styles from './language-switcher.module.css';
import { LOCALE_NAMES, rememberLocale } from './locale-links';

/** Which item takes focus when the menu opens: the first, or the last when opened with ArrowUp. */
export type OpenFocus = 'first' | 'last';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}

export interface LanguageMenuProps {
  id: string;
  label: string;
  locale: Locale;
  openFocus: OpenFocus;
  /** The switcher: a press inside it is not a press outside. */
  root: RefObject<HTMLDivElement | null>;
  hrefOf: (target: Locale) => string;
  onClose: (returnFocus: boolean) => void;
}

export function LanguageMenu({
  id,
  label,
  locale,
  openFocus,
  root,
  hrefOf,
  onClose,
}: LanguageMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const close = onClose;
  // The switcher's close changes with each of its renders; the effect below runs once per opening.
  const closeLatest = useRef(onClose);
  closeLatest.current = onClose;

  useEffect(() => {
    const all = menuItems(menu.current);
    (openFocus === 'first' ? all[0] : all.at(-1))?.focus();
    // A press anywhere outside closes the menu, as a click on the page behind a popover does.
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target))
        closeLatest.current(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [openFocus, root]);

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
    <div className={styles.languagePopover}>
      <div
        ref={menu}
        id={id}
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
            href={hrefOf(target)}
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
  );
}
