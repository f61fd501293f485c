// The add-ons' rich texts and icons drawn on the server (icon, description, the dialog's text and notice): the cards receive nodes, so neither @portabletext/react nor the service icons' drawings are in a client chunk.
import type { Locale } from '@/booking/types';
import { isServiceIconName, ServiceIcon } from '@/ui/icons/service-icon';
import { RichText } from '@/ui/rich-text/rich-text';
import type { CheckupView, ServiceView } from '../step-views';
import type { AddonTexts } from './addon-card';
import styles from './addons.module.css';

/** Each service's icon and texts by its slug, as its card and dialog draw them; null where content has none. */
export function addonTexts(
  services: readonly ServiceView[],
  locale: Locale,
): Readonly<Record<string, AddonTexts>> {
  return Object.fromEntries(
    services.map((service) => [
      service.slug,
      {
        icon: isServiceIconName(service.icon) ? (
          <ServiceIcon name={service.icon} size={28} className={styles.serviceIcon} />
        ) : null,
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

/** The services a check-up of the market offers as an add-on: the only ones whose card the step draws. */
export function addonServices(view: {
  checkups: readonly CheckupView[];
  services: readonly ServiceView[];
}): ServiceView[] {
  const offered = new Set(view.checkups.flatMap((checkup) => checkup.availableServiceSlugs));
  return view.services.filter((service) => offered.has(service.slug));
}
