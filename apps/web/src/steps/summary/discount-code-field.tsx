'use client';
// The discount code: typed and applied (the server prices it), or shown as applied with a way to remove it; a refusal is said inline.
import { type FormEvent, useState } from 'react';
import { Button } from '@/ui/button/button';
import { TextField } from '@/ui/text-field/text-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './discount-code-field.module.css';

export interface DiscountCodeFieldProps {
  applied: string | null;
  /** Prices the booking with the code: resolves with null once applied, else with the error id. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
  /** A refusal found elsewhere (a code from the address that is no longer valid). */
  error?: string | null;
}

export function DiscountCodeField({ applied, onApply, onRemove, error }: DiscountCodeFieldProps) {
  const copy = useUiCopy();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownError = refusal ?? error ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '' || pending) return;
    setPending(true);
    const errorId = await onApply(typed);
    setPending(false);
    setRefusal(errorId);
    if (errorId === null) setCode('');
  };

  if (applied !== null) {
    return (
      <div className={styles.applied}>
        <p className={styles.appliedText} role="status">
          {copy.format('summary.discountApplied', {
            code: applied,
          })}
        </p>
        <Button variant="ghost" onPress={onRemove}>
          {copy.text('summary.removeDiscount')}
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        className={styles.input}
        label={copy.text('summary.discountCode')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setRefusal(null);
        }}
        autoComplete="off"
        spellCheck="false"
        errorMessage={shownError === null ? null : copy.message(shownError)}
      />
      <Button
        type="submit"
        variant="secondary"
        size="l"
        isPending={pending}
        className={styles.apply}
      >
        {copy.text('summary.applyDiscount')}
      </Button>
    </form>
  );
}
