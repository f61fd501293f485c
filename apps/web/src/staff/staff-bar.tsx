// The top of every signed-in staff page: who is signed in, where to go, and signing out.
import styles from './staff.module.css';

export function StaffBar({ name, email }: { name: string; email: string }) {
  return (
    <header className={`${styles.bar} ${styles.screenOnly}`}>
      <p>
        <a href="/staff">Nova staff</a> ·{' '}
        <span className={styles.muted}>
          Signed in as {name} ({email})
        </span>
      </p>
      <form method="post" action="/api/staff/sign-out">
        <button type="submit" className={`${styles.button} ${styles.secondary}`}>
          Sign out
        </button>
      </form>
    </header>
  );
}
