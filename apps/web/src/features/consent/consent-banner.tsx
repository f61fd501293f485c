'use client';
// The cookie banner: a region at the bottom of every page, shown by the inline consent script when no choice is stored, so it is decided in the browser and drawn with the page.
// Not a dialog: the page stays usable (booking needs no consent), only the cookies that need consent wait.
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { ACCEPT_ALL, type ConsentChoice, NECESSARY_ONLY } from '@/analytics/consent';
import { CONSENT_OPEN_EVENT, saveConsent, storedConsent } from '@/analytics/consent-store';
import { buttonClassName } from '@/ui/button/button-style';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './consent-banner.module.css';

export function ConsentBanner() {
  const { text } = useUiCopy();
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const firstCategory = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(NECESSARY_ONLY);

  const openPanel = () => {
    setDraft(storedConsent() ?? NECESSARY_ONLY);
    setChoosing(true);
  };
  useEffect(() => {
    // From the footer: the whole region gets focus, so its title and text are read first.
    const reopen = () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDraft(storedConsent() ?? NECESSARY_ONLY);
      setChoosing(true);
      region.current?.focus();
    };
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    setChoosing(false);
    // Back to the footer's button when the settings were opened from there.
    opener.current?.focus();
    opener.current = null;
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    choose(draft);
  };

  return (
    <section
      ref={region}
      className={styles.banner}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      data-consent-banner=""
    >
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {text('consent.title', 'Cookies')}
        </h2>
        <p id={`${id}-text`} className={styles.text}>
          {text(
            'consent.text',
            'Booking needs only necessary cookies. With your consent we also use statistics and marketing cookies. You can change your choice at any time under "Cookie settings" at the bottom of the page.',
          )}
        </p>
        {choosing ? (
          <form id={`${id}-panel`} className={styles.panel} onSubmit={save}>
            <fieldset className={styles.categories}>
              <legend className={styles.legend}>
                {text('consent.categories', 'Cookies we use')}
              </legend>
              <Category
                id={`${id}-necessary`}
                label={text('consent.necessary', 'Necessary')}
                hint={text(
                  'consent.necessaryHint',
                  'Your booking, language and this choice. Always on.',
                )}
                checked
              />
              <Category
                ref={firstCategory}
                id={`${id}-statistics`}
                label={text('consent.statistics', 'Statistics')}
                hint={text(
                  'consent.statisticsHint',
                  'Visitor and session ids, so we see how the booking is used.',
                )}
                checked={draft.statistics}
                onChange={(statistics) => setDraft({ ...draft, statistics })}
              />
              <Category
                id={`${id}-marketing`}
                label={text('consent.marketing', 'Marketing')}
                hint={text(
                  'consent.marketingHint',
                  'Campaign and ad click ids, so we can measure our advertising.',
                )}
                checked={draft.marketing}
                onChange={(marketing) => setDraft({ ...draft, marketing })}
              />
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className={buttonClassName({ variant: 'primary' })}>
                {text('consent.save', 'Save choice')}
              </button>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={() => choose(ACCEPT_ALL)}
              >
                {text('consent.acceptAll', 'Accept all')}
              </button>
            </div>
          </form>
        ) : (
          <div className={styles.actions}>
            <button
              type="button"
              className={buttonClassName({ variant: 'primary' })}
              onClick={() => choose(ACCEPT_ALL)}
            >
              {text('consent.acceptAll', 'Accept all')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'primary' })}
              onClick={() => choose(NECESSARY_ONLY)}
            >
              {text('consent.necessaryOnly', 'Necessary only')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'tertiary' })}
              onClick={() => {
                openPanel();
                // The button is replaced by the categories: focus goes to the first one.
                requestAnimationFrame(() => firstCategory.current?.focus());
              }}
            >
              {text('consent.choose', 'Choose')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}

function Category(props: {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { ref, id, label, hint, checked, onChange } = props;
  return (
    <div className={styles.category}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        disabled={onChange === undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
