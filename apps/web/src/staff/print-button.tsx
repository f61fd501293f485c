'use client';
// Prints the day sheet: the print style sheet lays out one A4 page per room.
import styles from './staff.module.css';

export function PrintButton() {
  return (
    <button
      type="button"
      className={`${styles.button} ${styles.secondary}`}
      onClick={() => window.print()}
    >
      Print (one page per room)
    </button>
  );
}
