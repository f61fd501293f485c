'use client';
// "Email me a link to pay later": the one way a pay-later email is sent, to the address that found this reservation, when its customer asks.
import { useState } from 'react';
import { errorIdOf } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { emailPayLaterLink } from './api';
import styles from './payment-step.module.css';

type Asked =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'refused'; errorId: string };

export interface PayLaterEmailProps {
  reservationId: string;
  /** The booking's email, as the reservation was found with it. */
  email: string;
}

export function PayLaterEmail({ reservationId, email }: PayLaterEmailProps) {
  const copy = useUiCopy();
  const [asked, setAsked] = useState<Asked>({ kind: 'idle' });

  const ask = async () => {
    setAsked({ kind: 'sending' });
    try {
      await emailPayLaterLink(reservationId, email);
      setAsked({ kind: 'sent' });
    } catch (error) {
      setAsked({ kind: 'refused', errorId: errorIdOf(error) });
    }
  };

  if (asked.kind === 'sent') {
    return (
      <div className={styles.payLater}>
        <InfoBlock
          variant="success"
          icon="check"
          role="status"
          text={copy.text('payment.payLaterSent')}
        />
      </div>
    );
  }
  return (
    <div className={styles.payLater}>
      <p className={styles.payLaterNote}>{copy.text('payment.payLaterNote')}</p>
      <Button variant="secondary" size="m" onPress={ask} isPending={asked.kind === 'sending'}>
        {copy.text('payment.payLaterButton')}
      </Button>
      {asked.kind === 'refused' ? (
        <InfoBlock variant="error" icon="error" role="alert" text={copy.message(asked.errorId)} />
      ) : null}
    </div>
  );
}
