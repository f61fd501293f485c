// A staff address that names nothing this person may see: another clinic's sheet answers exactly like an unknown one.
import styles from '@/staff/staff.module.css';

export default function StaffNotFound() {
  return (
    <main className={styles.page}>
      <h1>Not found</h1>
      <p>There is no such page among your clinics.</p>
      <p>
        <a href="/staff">Back to your clinics</a>
      </p>
    </main>
  );
}
