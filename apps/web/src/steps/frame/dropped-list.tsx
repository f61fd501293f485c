'use client';
// What entering the page dropped, named in the page's language with the reason, and the button that dismisses it: loaded only when something was dropped.
import type { DroppedItem } from '@/booking/address-session';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import type { CatalogueNames } from '../step-views';
import styles from './frame.module.css';

/** The thing's name in the page's language; a slug no market knows has none, and the notice quotes it as given. */
function nameOf(item: DroppedItem, names: CatalogueNames): string | undefined {
  switch (item.param) {
    case 'services':
    case 'servicesPartner':
      return names.services[item.value];
    case 'checkup':
      return names.checkups[item.value];
    case 'location':
      return names.locations[item.value];
    default:
      return undefined;
  }
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
          const what = copy.format(`notice.dropped.param.${item.param}`, {
            value: nameOf(item, names) ?? item.value,
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
