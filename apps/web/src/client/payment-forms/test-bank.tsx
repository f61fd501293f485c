'use client';
// The test gateway's bank page: a redirect method's page outside the booking (as TWINT, Klarna or a bank), where the customer approves, the bank refuses, or the customer cancels, then goes back to the return page.
import { useState } from 'react';
import type { Locale } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { leavePageFor } from '@/client/leave-page';
import { decideTestRedirect, PAYMENT_ERROR } from '@/client-api/payment';
import { errorIdOf } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './payment-form.module.css';

export interface TestBankProps {
  locale: Locale;
  paymentIntent: string;
  clientSecret: string;
  /** The return page the payment was started with. */
  returnUrl: string;
}

export function TestBank({ locale, paymentIntent, clientSecret, returnUrl }: TestBankProps) {
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const [sending, setSending] = useState(false);
  const decide = async (decision: 'approve' | 'decline' | 'cancel') => {
    if (sending) return;
    setSending(true);
    try {
      const { redirect } = await decideTestRedirect({
        paymentIntent,
        clientSecret,
        decision,
        locale,
        returnUrl,
      });
      leavePageFor(redirect);
    } catch (error) {
      setSending(false);
      showError(errorIdOf(error, PAYMENT_ERROR));
    }
  };
  return (
    <main className={styles.form}>
      <h1>{copy.text('payment.testBankHeading')}</h1>
      <InfoBlock
        variant="subtle"
        icon="info"
        label={copy.text('payment.testModeLabel').toUpperCase()}
        text={copy.text('payment.testBankIntro')}
      />
      <Button
        variant="guiding"
        size="xl"
        fullWidth
        isPending={sending}
        onPress={() => decide('approve')}
      >
        {copy.text('payment.testBankApprove')}
      </Button>
      <Button
        variant="secondary"
        size="l"
        fullWidth
        isDisabled={sending}
        onPress={() => decide('decline')}
      >
        {copy.text('payment.testBankDecline')}
      </Button>
      <Button
        variant="tertiary"
        size="l"
        fullWidth
        isDisabled={sending}
        onPress={() => decide('cancel')}
      >
        {copy.text('payment.testBankCancel')}
      </Button>
    </main>
  );
}
