// Button looks as class names, so links and other elements can look like a button without being one.
import styles from './button.module.css';

export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'tertiary',
  'ghost',
  'info',
  'danger',
  'guiding',
] as const;
export const BUTTON_SIZES = ['m', 'l', 'xl'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'm',
  fullWidth,
}: ButtonLook): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.fullWidth : '']
    .filter(Boolean)
    .join(' ');
}
