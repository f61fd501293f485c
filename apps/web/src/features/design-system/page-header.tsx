// The header every design-system page opens with: the eyebrow, the page's title and a lead with links to the other pages.
import type { ReactNode } from 'react';
import styles from './design-system.module.css';

export function PageHeader({
  eyebrow = 'Nova design system',
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{children}</p>
    </header>
  );
}
