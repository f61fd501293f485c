'use client';
// Toasts: a message in one of three variants that hides after its duration (default 5 s), shown by showToast() in one region per page.
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { Icon, type IconName } from '../icons/icon';
import { useUiCopy } from '../ui-copy/ui-copy';
import styles from './toast.module.css';

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

const ICON: Record<ToastVariant, IconName> = { info: 'info', success: 'check', danger: 'error' };

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
  return queue.add({ message, variant, hideOkButton }, { timeout });
}

export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue }) {
  const copy = useUiCopy();
  const ok = copy.text('toast.ok', 'OK');
  return (
    <AriaToastRegion queue={queue} className={styles.region}>
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={`${styles.toast} ${styles[toast.content.variant]}`}
          data-variant={toast.content.variant}
        >
          <Icon name={ICON[toast.content.variant]} size={20} className={styles.icon} />
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.message}>
              {toast.content.message}
            </Text>
          </AriaToastContent>
          {toast.content.hideOkButton ? null : (
            <Button slot="close" className={styles.ok} aria-label={ok}>
              {ok}
            </Button>
          )}
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
