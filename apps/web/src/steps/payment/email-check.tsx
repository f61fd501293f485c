'use client';
// The pay-later link's first question: the email the booking was made with, which proves the reservation is the visitor's.
import { type FormEvent, useState } from 'react';
import { isPlausibleEmail } from '@/booking/email-address';
import { Button } from '@/ui/button/button';
import { EmailField } from '@/ui/text-field/email-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './payment-step.module.css';

export interface EmailCheckProps {
  /** Called with the trimmed email; the page looks the reservation up with it. */
  onSubmit: (email: string) => void;
  isChecking: boolean;
}

export function EmailCheck({ onSubmit, isChecking }: EmailCheckProps) {
  const copy = useUiCopy();
  const [email, setEmail] = useState('');
  const [showInvalid, setShowInvalid] = useState(false);
  // The details form's rule: a booking's address always passed it.
  const isValid = isPlausibleEmail(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    if (!isValid) {
      setShowInvalid(true);
      document.getElementById('pay-later-email')?.focus();
      return;
    }
    onSubmit(email.trim());
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="email-heading">
      <h2 id="email-heading" className={styles.cardHeading}>
        {copy.text('payment.enterEmail')}
      </h2>
      <p className={styles.note}>{copy.text('payment.emailIntro')}</p>
      <EmailField
        id="pay-later-email"
        label={copy.text('payment.emailLabel')}
        name="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (showInvalid && isPlausibleEmail(value)) setShowInvalid(false);
        }}
        onBlur={() => setShowInvalid(email.trim() !== '' && !isValid)}
        isRequired
        errorMessage={showInvalid ? copy.text('payment.emailInvalid') : null}
      />
      <Button type="submit" variant="guiding" size="l" iconEnd="chevron" isPending={isChecking}>
        {copy.text('payment.emailContinue')}
      </Button>
    </form>
  );
}
