'use client';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useEffect, useState } from 'react';
import { cardErrorIdOf } from '@/booking/card-errors';
import { languageOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { leavePageFor } from '@/client/leave-page';
// Stripe's Payment Element, loaded only here and only when the server pays through Stripe; a refused card stays on the form with its reason, a paid or redirected one goes on to the return page.
import type { StartedPayment } from '@/client-api/payment';
import { PAYMENT_ERROR } from '@/client-api/payment';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icons/icon';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './payment-form.module.css';

let stripeJs: Promise<Stripe | null> | null = null;

/** Stripe.js from Stripe's own host, once per page, and only when a Stripe payment is shown. */
function stripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripeJs ??= loadStripe(publishableKey).catch(() => {
    stripeJs = null;
    return null;
  });
  return stripeJs;
}

/** The tokens of the design system, as Stripe's appearance API takes them. */
const APPEARANCE = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#0b4f6c',
    colorText: '#14161a',
    colorDanger: '#b42318',
    borderRadius: '8px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif',
  },
} as const;

export interface StripePaymentProps {
  locale: Locale;
  payment: StartedPayment;
  amountLabel: string;
  /** Called once paid without leaving the page (see the test card form's `onPaid`). */
  onPaid: (intentId: string, returnHref: string) => Promise<void>;
}

export function StripePayment({ locale, payment, amountLabel, onPaid }: StripePaymentProps) {
  const { showError } = useErrorModal();
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const publishableKey = process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '';

  useEffect(() => {
    if (publishableKey === '') {
      showError(PAYMENT_ERROR);
      return;
    }
    const loading = stripeOnce(publishableKey);
    setStripe(loading);
    void loading.then((loaded) => {
      if (loaded === null) showError(PAYMENT_ERROR);
    });
  }, [publishableKey, showError]);

  if (stripe === null) return null;
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret: payment.clientSecret,
        locale: languageOf(locale),
        appearance: APPEARANCE,
      }}
    >
      <StripeForm returnUrl={payment.returnUrl} amountLabel={amountLabel} onPaid={onPaid} />
    </Elements>
  );
}

function StripeForm({
  returnUrl,
  amountLabel,
  onPaid,
}: {
  returnUrl: string;
  amountLabel: string;
  onPaid: StripePaymentProps['onPaid'];
}) {
  const copy = useUiCopy();
  const stripe = useStripe();
  const elements = useElements();
  const { showError } = useErrorModal();
  const [isPaying, setPaying] = useState(false);
  /** Why the card was refused: a catalogue id, shown once under the Payment Element. */
  const [cardError, setCardError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (stripe === null || elements === null || isPaying) return;
    setPaying(true);
    setCardError(null);
    // Stripe leaves the page only for a method that needs it (3-D Secure, a bank's page), for the
    // return page the server named; a card it decides at once is answered here.
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    if (error === undefined) {
      // Decided without leaving the page: confirmed here. A method still processing (a debit) goes
      // to the return page, which waits for the provider's word.
      const returnHref = `${returnUrl}?${new URLSearchParams({ payment_intent: paymentIntent.id })}`;
      if (paymentIntent.status === 'succeeded') await onPaid(paymentIntent.id, returnHref);
      else leavePageFor(returnHref);
      return;
    }
    setPaying(false);
    if (error.type === 'validation_error') return;
    const refusal = cardErrorIdOf(error);
    if (refusal === null) {
      showError(PAYMENT_ERROR);
      return;
    }
    // Ready for another card: the refused one is cleared and the Element takes the focus.
    const element = elements.getElement('payment');
    element?.clear();
    element?.focus();
    setCardError(refusal);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="card-heading">
      <div className={styles.element}>
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      {cardError === null ? null : (
        <InfoBlock variant="error" icon="error" role="alert" text={copy.message(cardError)} />
      )}
      <p className={styles.secure}>
        <Icon name="card" size={18} />
        {copy.text('payment.secure')}
      </p>
      <Button
        type="submit"
        variant="guiding"
        size="xl"
        fullWidth
        isPending={isPaying}
        isDisabled={stripe === null || elements === null}
      >
        {copy.format('payment.payAmount', { amount: amountLabel })}
      </Button>
      <p className={styles.status} role="status" aria-live="polite">
        {isPaying ? copy.text('payment.processing') : ''}
      </p>
    </form>
  );
}
