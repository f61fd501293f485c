'use client';
// The waiting list's form under a full day: an email and what it is used for; the answer is said where it is typed, and announced.
import { type FormEvent, useState } from 'react';
import { type InferType, object } from 'yup';
import type { Locale } from '@/booking/types';
import { validatePayload } from '@/booking/validation';
import { waitlistJoinSchema } from '@/booking/waitlist';
import { readJson, refusalIn, send } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { EmailField } from '@/ui/text-field/email-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { type SlotSelection, WAITLIST_DAY_OPEN } from './api';
import styles from './waitlist-form.module.css';

export interface WaitlistFormProps {
  locale: Locale;
  selection: SlotSelection;
  /** The full day, YYYY-MM-DD. */
  day: string;
  /**
   * The day has free times again (freed since the calendar was loaded): the step loads the
   * calendar again and says so, instead of this form refusing.
   */
  onDayOpen: () => void;
}

const emailOnly = object({ email: waitlistJoinSchema.fields.email });
type EmailOnly = InferType<typeof emailOnly>;

export const WAITLIST_ENDPOINT = '/api/waitlist/join';
const FAILED = 'waitlist.failed';

export function WaitlistForm({ locale, selection, day, onDayOpen }: WaitlistFormProps) {
  const copy = useUiCopy();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePayload<EmailOnly>(emailOnly, { email });
    if (!checked.ok) {
      setEmailError(checked.messages.email ?? null);
      return;
    }
    setEmailError(null);
    setRefusal(null);
    setPending(true);
    let errorId: string | null = null;
    try {
      const response = await send(WAITLIST_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: checked.value.email,
          locale,
          day,
          locationSlug: selection.locationSlug,
          checkupSlug: selection.checkupSlug,
          services: selection.services,
          servicesPartner: selection.servicesPartner,
          isPartnerBooking: selection.isPartnerBooking,
        }),
      });
      if (!response.ok) errorId = refusalIn(await readJson(response))?.id || FAILED;
    } catch {
      errorId = FAILED;
    }
    setPending(false);
    if (errorId === WAITLIST_DAY_OPEN) onDayOpen();
    else if (errorId !== null) setRefusal(errorId);
    else setDone(true);
  };

  return (
    <section className={styles.waitlist} aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className={styles.heading}>
        {copy.text('waitlist.heading')}
      </h2>
      {done ? (
        <p role="status" className={styles.done}>
          {copy.text('waitlist.done')}
        </p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{copy.text('waitlist.intro')}</p>
          <EmailField
            label={copy.text('waitlist.email')}
            name="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            description={copy.text('waitlist.consent')}
            errorMessage={emailError ? copy.message(emailError) : null}
          />
          {/* Present before any refusal, so assistive technology announces the text when it appears. */}
          <div role="alert" className={styles.alert}>
            {refusal ? (
              <InfoBlock variant="error" icon="error" text={copy.message(refusal)} />
            ) : null}
          </div>
          <Button type="submit" variant="secondary" size="l" isPending={pending}>
            {copy.text('waitlist.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
