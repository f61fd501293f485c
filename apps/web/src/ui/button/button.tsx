'use client';
// The button of the design system: a native button in sizes M, L, XL and seven variants, with optional icons and a pending state.
// Native, not react-aria's: every page has buttons, and react-aria's press handling would be in every page's first scripts.
import {
  type ComponentPropsWithRef,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { announce } from '../announce/announce';
import { Icon, type IconName } from '../icons/icon';
import styles from './button.module.css';
import { type ButtonLook, buttonClassName } from './button-style';

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'className' | 'children' | 'disabled' | 'onClick' | 'type'
>;

export interface ButtonProps extends NativeButtonProps, ButtonLook {
  children: ReactNode;
  /** Pressed by pointer, Enter or Space: the native click. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner and refuses presses, but stays focusable so focus is not lost while waiting. */
  isPending?: boolean;
  type?: 'button' | 'submit' | 'reset';
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label, e.g. a chevron on a guiding button. */
  iconEnd?: IconName;
  className?: string;
}

const ICON_SIZE = { m: 18, l: 20, xl: 22 } as const;

/** Tells a screen reader user who pressed the button that it is working, and again when it is done. */
function usePendingAnnouncement(
  button: RefObject<HTMLButtonElement | null>,
  isPending: boolean,
): void {
  const wasPending = useRef(isPending);
  useEffect(() => {
    const element = button.current;
    if (wasPending.current !== isPending && element && document.activeElement === element) {
      announce(element.getAttribute('aria-label') ?? element.textContent ?? '');
    }
    wasPending.current = isPending;
  }, [button, isPending]);
}

export function Button({
  children,
  variant,
  size = 'm',
  fullWidth,
  icon,
  iconEnd,
  className,
  onPress,
  isDisabled = false,
  isPending = false,
  type = 'button',
  ref,
  ...props
}: ButtonProps) {
  const looks = buttonClassName({ variant, size, fullWidth });
  const ownRef = useRef<HTMLButtonElement | null>(null);
  usePendingAnnouncement(ownRef, isPending);
  return (
    <button
      {...props}
      ref={(element) => {
        ownRef.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      // A pending submit button must not submit again when Enter is pressed in a field of its form.
      type={isPending && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending ? 'true' : undefined}
      onClick={isPending ? undefined : onPress}
      className={className ? `${looks} ${className}` : looks}
      // How browser tests tell the design system's button from react-aria's hidden ones.
      data-button=""
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
    >
      {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {icon && !isPending ? <Icon name={icon} size={ICON_SIZE[size]} /> : null}
      <span className={styles.label}>{children}</span>
      {iconEnd ? <Icon name={iconEnd} size={ICON_SIZE[size]} /> : null}
    </button>
  );
}
