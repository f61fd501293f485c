// Tells the deferred toast region that a toast was queued, without the queue's code (react-aria's ToastQueue) in every page's first scripts.

const TOAST_QUEUED_EVENT = 'nova:toast-queued';
let anyQueued = false;

/** Called by showToast after adding a toast. */
export function signalToastQueued(): void {
  anyQueued = true;
  window.dispatchEvent(new Event(TOAST_QUEUED_EVENT));
}

/** Calls `onQueued` once a toast has been queued (at once when one already was); answers the unsubscribe. */
export function onToastQueued(onQueued: () => void): () => void {
  if (anyQueued) {
    onQueued();
    return () => {};
  }
  window.addEventListener(TOAST_QUEUED_EVENT, onQueued);
  return () => window.removeEventListener(TOAST_QUEUED_EVENT, onQueued);
}
