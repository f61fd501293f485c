// A block of information in four tones (error, success, subtle, default) with an optional icon, label and text.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icons/icon';
import styles from './info-block.module.css';

export const INFO_BLOCK_VARIANTS = ['default', 'subtle', 'success', 'error'] as const;
export type InfoBlockVariant = (typeof INFO_BLOCK_VARIANTS)[number];

export interface InfoBlockProps {
  variant?: InfoBlockVariant;
  icon?: IconName;
  /** A short bold lead-in. */
  label?: ReactNode;
  /** The text; children may replace or follow it. */
  text?: ReactNode;
  children?: ReactNode;
  /** Errors and successes that appear after a visitor acts should be announced: pass 'alert' or 'status'. */
  role?: 'alert' | 'status';
  className?: string;
}

export function InfoBlock({
  variant = 'default',
  icon,
  label,
  text,
  children,
  role,
  className,
}: InfoBlockProps) {
  return (
    <div
      className={[styles.block, styles[variant], className].filter(Boolean).join(' ')}
      role={role}
      data-variant={variant}
    >
      {icon ? <Icon name={icon} size={20} className={styles.icon} /> : null}
      <div className={styles.body}>
        {label ? <p className={styles.label}>{label}</p> : null}
        {text ? <p className={styles.text}>{text}</p> : null}
        {children}
      </div>
    </div>
  );
}
