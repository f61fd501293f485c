// Toasts' queue: showToast() adds a message in one of three variants that hides after its duration (default 5 s).
// Apart from the region that shows them (toast.tsx), so a page that only queues toasts does not load the region.
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import { signalToastQueued } from './toast-signal';

export const TOAST_VARIANTS = ['info', 'success', 'danger'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];
export const TOAST_DEFAULT_DURATION_SECONDS = 5;

export interface ToastOptions {
  message: string;
  variant?: ToastVariant;
  /** Without the OK button the toast only hides by itself. */
  hideOkButton?: boolean;
  /** 0 keeps the toast until OK is pressed (ignored when there is no OK button). */
  durationSeconds?: number;
}

type ToastContent = Required<Omit<ToastOptions, 'durationSeconds'>>;

export type ToastQueue = AriaToastQueue<ToastContent>;

export function createToastQueue(): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}

/** The page's queue; the region in the layout shows it. */
export const toastQueue = createToastQueue();

/** Shows a toast and answers its key (for closing it early with `queue.close(key)`). */
export function showToast(options: ToastOptions, queue: ToastQueue = toastQueue): string {
  const { message, variant = 'info', hideOkButton = false } = options;
  const seconds = options.durationSeconds ?? TOAST_DEFAULT_DURATION_SECONDS;
  const staysOpen = seconds <= 0 && !hideOkButton;
  const timeout = staysOpen
    ? undefined
    : (seconds > 0 ? seconds : TOAST_DEFAULT_DURATION_SECONDS) * 1000;
  const key = queue.add({ message, variant, hideOkButton }, { timeout });
  signalToastQueued();
  return key;
}
