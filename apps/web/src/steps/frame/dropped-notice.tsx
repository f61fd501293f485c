'use client';
// Says in the page's language what entering the page dropped from the address or the session, and why. The status region is always there, so its news is read out.
import type { DroppedItem } from '@/booking/address-session';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
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

export function DroppedNotice({ names }: { names: CatalogueNames }) {
  const copy = useUiCopy();
  const { dropped, dismissDropped } = useCart();
  return (
    <div role="status" className={dropped.length > 0 ? styles.notice : undefined}>
      {dropped.length > 0 ? (
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
          <Button variant="tertiary" size="m" onPress={dismissDropped}>
            {copy.text('notice.dropped.dismiss')}
          </Button>
        </InfoBlock>
      ) : null}
    </div>
  );
}
