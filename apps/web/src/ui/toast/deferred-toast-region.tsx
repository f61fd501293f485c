'use client';
// The page's toast region, loaded with the first toast: react-aria's region, toasts and their timers are in no page's first scripts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { type ToastQueue, toastQueue } from './toast-queue';

const ToastRegion = lazy(() =>
  import('./toast').then((module) => ({ default: module.ToastRegion })),
);

export function DeferredToastRegion({ queue = toastQueue }: { queue?: ToastQueue }) {
  // Until a toast is queued there is nothing to show; once loaded the region stays, as it always was.
  const [needed, setNeeded] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    if (queue.visibleToasts.length > 0) setNeeded(true);
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [queue, needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  );
}
