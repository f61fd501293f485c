'use client';
// Shows a just-made calendar address once: it comes in the page's fragment, which no server and no log ever receives, and is taken out of the address bar at once.
import { useEffect, useState } from 'react';
import styles from './staff.module.css';

export function CalendarAddress({ feedBase }: { feedBase: string }) {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const match = /^#address=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
    if (match === null) return;
    setAddress(`${feedBase}/${match[1]}`);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  }, [feedBase]);
  if (address === null) return null;
  return (
    <div className={styles.notice} role="status">
      <p>
        <strong>The new calendar address.</strong> Copy it into your calendar app now: it is shown
        only this once. Anyone with it sees the clinic’s appointments, so share it only with staff.
      </p>
      <label htmlFor="calendar-address">Calendar address</label>
      <input id="calendar-address" className={styles.field} readOnly value={address} />
    </div>
  );
}
