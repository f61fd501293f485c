// The add-ons' rich texts drawn on the server (description, the dialog's text and notice): the cards receive nodes, so @portabletext/react is in no client chunk.
import type { Locale } from '@/booking/types';
import { RichText } from '@/ui/rich-text/rich-text';
import type { ServiceView } from '../step-views';
import type { AddonTexts } from './addon-card';
import styles from './addons.module.css';

/** Each service's texts by its slug, as its card and dialog draw them; null where content has none. */
export function addonTexts(
  services: readonly ServiceView[],
  locale: Locale,
): Readonly<Record<string, AddonTexts>> {
  return Object.fromEntries(
    services.map((service) => [
      service.slug,
      {
        description: (
          <RichText value={service.description} locale={locale} className={styles.description} />
        ),
        modalText: service.modalText ? (
          <RichText value={service.modalText} locale={locale} className={styles.modalText} />
        ) : null,
        modalInfo: service.modalInfoText ? (
          <RichText value={service.modalInfoText} locale={locale} />
        ) : null,
      },
    ]),
  );
}
