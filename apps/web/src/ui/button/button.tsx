'use client';
// The button of the design system: react-aria's Button in sizes M, L, XL and seven variants, with optional icons and a pending state.
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../icons/icon';
import styles from './button.module.css';
import { type ButtonLook, buttonClassName } from './button-style';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'>, ButtonLook {
  children: ReactNode;
  /** An icon before the label. */
  icon?: IconName;
  /** An icon after the label, e.g. a chevron on a guiding button. */
  iconEnd?: IconName;
  className?: string;
}

const ICON_SIZE = { m: 18, l: 20, xl: 22 } as const;

export function Button({
  children,
  variant,
  size = 'm',
  fullWidth,
  icon,
  iconEnd,
  className,
  ...props
}: ButtonProps) {
  const looks = buttonClassName({ variant, size, fullWidth });
  return (
    <AriaButton {...props} className={className ? `${looks} ${className}` : looks}>
      {({ isPending }) => (
        <>
          {isPending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {icon && !isPending ? <Icon name={icon} size={ICON_SIZE[size]} /> : null}
          <span className={styles.label}>{children}</span>
          {iconEnd ? <Icon name={iconEnd} size={ICON_SIZE[size]} /> : null}
        </>
      )}
    </AriaButton>
  );
}
