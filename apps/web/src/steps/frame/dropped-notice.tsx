'use client';
// Says in the page's language what entering the page dropped from the address or the session, and why. The status region is always there, so its news is read out.
// The list's code is fetched only when something was dropped (seldom): it is not in every step's first scripts.
import { lazy, Suspense } from 'react';
import { useCart } from '../cart/cart-provider';
import type { CatalogueNames } from '../step-views';
import styles from './frame.module.css';

export type { CatalogueNames } from '../step-views';

const DroppedList = lazy(() =>
  import('./dropped-list').then((module) => ({ default: module.DroppedList })),
);

export function DroppedNotice({ names }: { names: CatalogueNames }) {
  const { dropped, dismissDropped } = useCart();
  return (
    <div role="status" className={dropped.length > 0 ? styles.notice : undefined}>
      {dropped.length > 0 ? (
        <Suspense fallback={null}>
          <DroppedList dropped={dropped} names={names} onDismiss={dismissDropped} />
        </Suspense>
      ) : null}
    </div>
  );
}
