'use client';
// The page's toast region, loaded with the first toast: react-aria's region, toasts, their timers and the page's queue are in no page's first scripts.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastQueue } from './toast-queue';
import { onToastQueued } from './toast-signal';

const ToastRegion = lazy(() =>
  Promise.all([import('./toast'), import('./toast-queue')]).then(([toast, queues]) => ({
    default: ({ queue }: { queue?: ToastQueue }) => (
      <toast.ToastRegion queue={queue ?? queues.toastQueue} />
    ),
  })),
);

/** `queue`: the page's own queue (toast-queue.ts) unless another is given. */
export function DeferredToastRegion({ queue }: { queue?: ToastQueue }) {
  // Until a toast is queued there is nothing to show; once loaded the region stays, as it always was.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    return onToastQueued(() => setNeeded(true));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={queue} />
    </Suspense>
  );
}
