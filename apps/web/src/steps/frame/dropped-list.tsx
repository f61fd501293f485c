'use client';
// What entering the page dropped, named in the page's language with the reason, and the button that dismisses it: loaded only when something was dropped.
import type { DroppedItem } from '@/booking/address-session';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './frame.module.css';

/**
 * The add-ons by slug, titled in the page's language. Only an add-on can be dropped while the page
 * knows it (not sold here, not bookable, not with this check-up); a check-up or a clinic is dropped
 * because the market does not offer it, so the page has no title for it and names its slug.
 */
export interface CatalogueNames {
  services: Record<string, string>;
}

function nameOf(item: DroppedItem, names: CatalogueNames): string | undefined {
  if (item.param === 'services' || item.param === 'servicesPartner') {
    return names.services[item.value];
  }
  return undefined;
}

export function DroppedList({
  dropped,
  names,
  onDismiss,
}: {
  dropped: readonly DroppedItem[];
  names: CatalogueNames;
  onDismiss: () => void;
}) {
  const copy = useUiCopy();
  return (
    <InfoBlock variant="subtle" icon="info" label={copy.text('notice.dropped.heading')}>
      <ul className={styles.noticeList}>
        {dropped.map((item) => {
          const what =
            nameOf(item, names) ??
            copy.format(`notice.dropped.param.${item.param}`, {
              value: item.value,
            });
          const why = copy.text(`notice.dropped.reason.${item.reason}`);
          return (
            <li key={`${item.param}:${item.value}`}>
              {copy.format('notice.dropped.line', { what, why })}
            </li>
          );
        })}
      </ul>
      <Button variant="tertiary" size="m" onPress={onDismiss}>
        {copy.text('notice.dropped.dismiss')}
      </Button>
    </InfoBlock>
  );
}
