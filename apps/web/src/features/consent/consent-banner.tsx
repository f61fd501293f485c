'use client';
// The cookie banner: a region at the bottom of every page, shown by the inline consent script when no choice is stored, so it is decided in the browser and drawn with the page.
// Not a dialog: the page stays usable (booking needs no consent), only the cookies that need consent wait.
// Neither this component nor the consent store is in the page's first scripts: the server draws the banner, the browser
// hydrates it once the page is idle or on the first press (lazy-consent-banner.tsx); a press before that posts the banner's plain form (app/api/consent),
// and the store (saving, Consent Mode update, the cookies it releases or deletes) is fetched after, or by the press that needs it.
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import type { ConsentChoice } from '@/analytics/consent';
import { CONSENT_OPEN_EVENT, takeConsentSettingsRequest } from '@/analytics/consent-events';
import { CONSENT_CHOOSE, CONSENT_CHOOSE_FRAGMENT } from '@/analytics/consent-form';
import { whenIdle } from '@/client/when-idle';
import { buttonClassName } from '@/ui/button/button-style';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './consent-banner.module.css';

const consentStore = () => import('@/analytics/consent-store');
type ConsentStore = Awaited<ReturnType<typeof consentStore>>;

export function ConsentBanner() {
  const { text } = useUiCopy();
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const firstCategory = useRef<HTMLInputElement>(null);
  // The categories' draft while the visitor chooses them; null while the banner shows its three buttons.
  const [draft, setDraft] = useState<ConsentChoice | null>(null);

  useEffect(() => {
    // Asked on this page: the store's code is fetched while nothing else happens, so a press finds it.
    if (document.documentElement.getAttribute('data-consent') !== 'ask') return;
    return whenIdle(() => {
      consentStore().catch(() => {
        // Offline: the press that needs it tries again.
      });
    });
  }, []);

  // Opened by "Choose", the categories take focus once they are drawn.
  const focusFirstCategory = useRef(false);
  const panelOpen = draft !== null;
  useEffect(() => {
    if (!panelOpen || !focusFirstCategory.current) return;
    focusFirstCategory.current = false;
    firstCategory.current?.focus();
  }, [panelOpen]);

  const openPanel = () => {
    void consentStore().then((store) => {
      setDraft(store.storedConsent() ?? store.NECESSARY_ONLY);
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: openPanel only sets state; the listener is added once.
  useEffect(() => {
    // From the footer: the whole region gets focus, so its title and text are read first.
    const reopen = () => {
      if (!takeConsentSettingsRequest()) return;
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      region.current?.focus();
      openPanel();
    };
    // Asked for while this code was loading.
    reopen();
    // "Choose" pressed before this code had loaded came back through the plain form with its fragment.
    if (window.location.hash === CONSENT_CHOOSE_FRAGMENT) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      focusFirstCategory.current = true;
      openPanel();
    }
    window.addEventListener(CONSENT_OPEN_EVENT, reopen);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, reopen);
  }, []);

  const choose = (pick: (store: ConsentStore) => ConsentChoice) => {
    void consentStore().then((store) => {
      store.saveConsent(pick(store));
      setDraft(null);
      // Back to the footer's button when the settings were opened from there.
      opener.current?.focus();
      opener.current = null;
    });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null) choose(() => draft);
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
          {text('consent.title')}
        </h2>
        <p id={`${id}-text`} className={styles.text}>
          {text('consent.text')}
        </p>
        {draft !== null ? (
          <form id={`${id}-panel`} className={styles.panel} onSubmit={save}>
            <fieldset className={styles.categories}>
              <legend className={styles.legend}>{text('consent.categories')}</legend>
              <Category
                id={`${id}-necessary`}
                label={text('consent.necessary')}
                hint={text('consent.necessaryHint')}
                checked
              />
              <Category
                ref={firstCategory}
                id={`${id}-statistics`}
                label={text('consent.statistics')}
                hint={text('consent.statisticsHint')}
                checked={draft.statistics}
                onChange={(statistics) => setDraft({ ...draft, statistics })}
              />
              <Category
                id={`${id}-marketing`}
                label={text('consent.marketing')}
                hint={text('consent.marketingHint')}
                checked={draft.marketing}
                onChange={(marketing) => setDraft({ ...draft, marketing })}
              />
            </fieldset>
            <div className={styles.actions}>
              <button type="submit" className={buttonClassName({ variant: 'primary' })}>
                {text('consent.save')}
              </button>
              <button
                type="button"
                className={buttonClassName({ variant: 'secondary' })}
                onClick={() => choose((store) => store.ACCEPT_ALL)}
              >
                {text('consent.acceptAll')}
              </button>
            </div>
          </form>
        ) : (
          // A plain form as well: a press before this code has hydrated the banner (or without scripts) posts the choice,
          // which the server stores and answers with the same page (app/api/consent); hydrated, the press stays here.
          <form method="post" action="/api/consent" className={styles.actions}>
            <button
              type="submit"
              name="choice"
              value="all"
              className={buttonClassName({ variant: 'primary' })}
              onClick={(event) => {
                event.preventDefault();
                choose((store) => store.ACCEPT_ALL);
              }}
            >
              {text('consent.acceptAll')}
            </button>
            <button
              type="submit"
              name="choice"
              value="necessary"
              className={buttonClassName({ variant: 'primary' })}
              onClick={(event) => {
                event.preventDefault();
                choose((store) => store.NECESSARY_ONLY);
              }}
            >
              {text('consent.necessaryOnly')}
            </button>
            <button
              type="submit"
              name="choice"
              value={CONSENT_CHOOSE}
              className={buttonClassName({ variant: 'tertiary' })}
              onClick={(event) => {
                event.preventDefault();
                // The button is replaced by the categories: focus goes to the first one.
                focusFirstCategory.current = true;
                openPanel();
              }}
            >
              {text('consent.choose')}
            </button>
          </form>
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
