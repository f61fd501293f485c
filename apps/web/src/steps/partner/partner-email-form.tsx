'use client';
// A partner's link: the partner proves it is theirs with their own email (fetch-partner) before the pair booking is shown.
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { isPlausibleEmail } from '@/booking/email-address';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { ApiError } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { EmailField } from '@/ui/text-field/email-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { StepHeading } from '../step-layout/step-layout';
import styles from './partner.module.css';
import { fetchPartnerReservation, type PartnerReservation } from './partner-api';

export interface PartnerEmailFormProps {
  /** The link's token; the server answers every email but the partner's as a link leading nowhere, so a mistyped address may be corrected. */
  token: string;
  onVerified: (reservation: PartnerReservation, email: string) => void;
}

export function PartnerEmailForm({ token, onVerified }: PartnerEmailFormProps) {
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const [email, setEmail] = useState('');
  const [isPending, setPending] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The details form's rule: the partner's address passed it when it was given.
    if (!isPlausibleEmail(email)) {
      setEmailError(copy.message('validation.email'));
      return;
    }
    setEmailError(null);
    setPending(true);
    try {
      onVerified(await fetchPartnerReservation(token, email.trim()), email.trim());
    } catch (error) {
      showError(error instanceof ApiError ? error.id : 'partner-reservation-not-found');
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="partner-heading" className={styles.narrow}>
      <StepHeading
        id="partner-heading"
        title={copy.text('partner.heading')}
        intro={copy.text('partner.intro')}
      />
      <Form onSubmit={submit} className={styles.form}>
        <EmailField
          label={copy.text('partner.email')}
          name="email"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={emailError}
        />
        <InfoBlock variant="subtle" icon="info" text={copy.text('partner.emailHint')} />
        <Button type="submit" variant="guiding" size="l" isPending={isPending}>
          {copy.text('partner.verify')}
        </Button>
      </Form>
    </section>
  );
}
