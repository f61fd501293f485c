// The full-page error screen (404, 500): a title, a heading, a description, and the ways out: back, or home.
import type { ReactNode } from 'react';
import { buttonClassName } from '@/ui/button/button-style';
import { Icon } from '@/ui/icons/icon';
import styles from './error-screen.module.css';

export interface ErrorScreenProps {
  /** The document title, when the route's metadata does not set it (client error pages). */
  title?: string;
  heading: string;
  description: string;
  /** The code shown above the heading: 404, 500, … */
  code: number;
  homeHref: string;
  homeLabel: string;
  /** The go-back link (a client component: it needs the history). */
  back: ReactNode;
}

export function ErrorScreen({
  title,
  heading,
  description,
  code,
  homeHref,
  homeLabel,
  back,
}: ErrorScreenProps) {
  return (
    <main className={styles.screen}>
      {title ? <title>{title}</title> : null}
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={code === 404 ? 'info' : 'warning'} size={28} />
        </span>
        <p className={styles.code}>{code}</p>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.description}>{description}</p>
        <div className={styles.actions}>
          {back}
          <a href={homeHref} className={buttonClassName({ variant: 'primary', size: 'l' })}>
            {homeLabel}
          </a>
        </div>
      </div>
    </main>
  );
}
