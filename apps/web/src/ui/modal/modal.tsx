'use client';
// The modal dialog: light or dark, a title, closes on outside click or Escape, and locks page scroll while open (react-aria).
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Modal as AriaModal,
  Dialog,
  Heading,
  ModalOverlay,
} from 'react-aria-components';
import { Icon } from '../icons/icon';
import { AriaLocale } from '../locale/aria-locale';
import { useUiCopy } from '../ui-copy/ui-copy';
import styles from './modal.module.css';

export const MODAL_VARIANTS = ['light', 'dark'] as const;
export type ModalVariant = (typeof MODAL_VARIANTS)[number];

export interface ModalProps {
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons under the content; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  variant?: ModalVariant;
  /** Controlled use: the Button that opens it is a native button, not a react-aria trigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The corner ✕; an error modal has only its one button. */
  showCloseButton?: boolean;
  /** 'alertdialog' for messages that need an answer, such as errors. */
  role?: 'dialog' | 'alertdialog';
  size?: 's' | 'm';
  className?: string;
}

export function Modal({
  title,
  children,
  footer,
  variant = 'light',
  isOpen,
  onOpenChange,
  showCloseButton = true,
  role = 'dialog',
  size = 'm',
  className,
}: ModalProps) {
  const copy = useUiCopy();
  const render = (part: ModalProps['children'] | undefined, close: () => void) =>
    typeof part === 'function' ? part(close) : part;
  return (
    <AriaLocale>
      <ModalOverlay
        isDismissable
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        className={styles.overlay}
      >
        <AriaModal
          className={[styles.modal, styles[variant], styles[size], className]
            .filter(Boolean)
            .join(' ')}
          data-variant={variant}
        >
          <Dialog className={styles.dialog} role={role}>
            {({ close }) => (
              <>
                <div className={styles.header}>
                  <Heading slot="title" className={styles.title}>
                    {title}
                  </Heading>
                  {showCloseButton ? (
                    <AriaButton
                      className={styles.close}
                      onPress={close}
                      aria-label={copy.text('modal.close')}
                    >
                      <Icon name="close" size={20} />
                    </AriaButton>
                  ) : null}
                </div>
                <div className={styles.body}>{render(children, close)}</div>
                {footer ? <div className={styles.footer}>{render(footer, close)}</div> : null}
              </>
            )}
          </Dialog>
        </AriaModal>
      </ModalOverlay>
    </AriaLocale>
  );
}
