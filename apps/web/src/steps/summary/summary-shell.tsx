'use client';
// The summary step's heading alone: what the page shows before the cart has read the address and the session (the prerendered HTML, then the moment before hydration's arrival), and while the step's own code loads.
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './summary-step.module.css';

/** The heading alone, so the page is not blank while its selection loads. */
export function SummaryShell() {
  const copy = useUiCopy();
  return (
    <div className={styles.step}>
      <h1 className={styles.heading}>{copy.text('summary.heading')}</h1>
    </div>
  );
}
