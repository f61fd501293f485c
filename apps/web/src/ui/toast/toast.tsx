'use client';
// Toasts' region: the queued toasts (toast-queue.ts), one region per page, each with its icon, message and OK button.
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { Icon, type IconName } from '../icons/icon';
import { useUiCopy } from '../ui-copy/ui-copy';
import styles from './toast.module.css';
import { type ToastQueue, type ToastVariant, toastQueue } from './toast-queue';

const ICON: Record<ToastVariant, IconName> = { info: 'info', success: 'check', danger: 'error' };

export {
  createToastQueue,
  showToast,
  TOAST_DEFAULT_DURATION_SECONDS,
  TOAST_VARIANTS,
  type ToastOptions,
  type ToastQueue,
  type ToastVariant,
  toastQueue,
} from './toast-queue';

import { AriaLocale } from '../locale/aria-locale';

export function ToastRegion({ queue = toastQueue }: { queue?: ToastQueue }) {
  const copy = useUiCopy();
  const ok = copy.text('toast.ok');
  return (
    <AriaLocale>
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
    </AriaLocale>
  );
}
