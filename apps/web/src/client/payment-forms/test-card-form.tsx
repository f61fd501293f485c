'use client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { normaliseCardNumber } from '@/booking/test-gateway-cards';
import type { Locale } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { leavePageFor } from '@/client/leave-page';
// The built-in test gateway's card form: clearly marked test mode, the test cards, a refusal's reason at the card field, and a Pay button that follows the gateway's redirect.
import type { StartedPayment } from '@/client-api/payment';
import { PAYMENT_ERROR, payWithTestCard, testBankHref } from '@/client-api/payment';
import { errorIdOf } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { TextField } from '@/ui/text-field/text-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './payment-form.module.css';

/** The gateway's cards (DESIGN.md section 8) and the copy key of what each does. */
export const TEST_CARDS = [
  {
    number: '4242 4242 4242 4242',
    outcome: 'payment.testCardSucceeds',
  },
  { number: '4000 0000 0000 0002', outcome: 'payment.testCardDeclined' },
  {
    number: '4000 0000 0000 9995',
    outcome: 'payment.testCardInsufficientFunds',
  },
  { number: '4000 0000 0000 0069', outcome: 'payment.testCardExpired' },
  {
    number: '4000 0000 0000 0127',
    outcome: 'payment.testCardIncorrectCvc',
  },
  {
    number: '4000 0000 0000 0119',
    outcome: 'payment.testCardProcessingError',
  },
  {
    number: '4000 0025 0000 3155',
    outcome: 'payment.testCardAuthentication',
  },
  {
    number: '4000 0082 6000 3178',
    outcome: 'payment.testCardAuthenticationRefused',
  },
] as const;

const CARD_DIGITS = /^\d{12,19}$/;
const CARD_FIELD_ID = 'test-card-number';

export interface TestCardFormProps {
  locale: Locale;
  payment: StartedPayment;
  /** The amount on the Pay button, formatted. */
  amountLabel: string;
  /**
   * Called once the card paid without leaving the page, with the return address (where to go when
   * the page cannot finish itself): the payment step's `useFinishInPlace`, the manage page's move.
   */
  onPaid: (intentId: string, returnHref: string) => Promise<void>;
}

export function TestCardForm({ locale, payment, amountLabel, onPaid }: TestCardFormProps) {
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [showInvalid, setShowInvalid] = useState(false);
  /** Why the gateway refused the last card: a catalogue id, shown at the card field until another card is typed. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isPaying, setPaying] = useState(false);
  const sending = useRef(false);
  const isValid = CARD_DIGITS.test(normaliseCardNumber(cardNumber));

  // Back from the return page out of the browser's page cache: the form is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setPaying(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!isValid) {
      setShowInvalid(true);
      document.getElementById(CARD_FIELD_ID)?.focus();
      return;
    }
    sending.current = true;
    setPaying(true);
    setRefusal(null);
    try {
      const answer = await payWithTestCard({
        paymentIntent: payment.intentId,
        clientSecret: payment.clientSecret,
        cardNumber,
        locale,
        returnUrl: payment.returnUrl,
      });
      if (answer.status === 'failed') {
        // As with Stripe: the customer stays on the form, told why, ready for another card.
        sending.current = false;
        setPaying(false);
        setCardNumber('');
        setRefusal(answer.reason);
        document.getElementById(CARD_FIELD_ID)?.focus();
        return;
      }
      // 3-D Secure leaves for the bank's page and comes back to the return page, as with Stripe;
      // a card paid at once is confirmed here.
      if (answer.status === 'requires_action') leavePageFor(answer.redirect);
      else await onPaid(payment.intentId, answer.redirect);
    } catch (error) {
      sending.current = false;
      setPaying(false);
      showError(errorIdOf(error, PAYMENT_ERROR));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="card-heading">
      <InfoBlock
        variant="subtle"
        icon="info"
        label={copy.text('payment.testModeLabel').toUpperCase()}
        text={copy.text('payment.testMode')}
        className={styles.testMode}
      />
      <TextField
        id={CARD_FIELD_ID}
        label={copy.text('payment.cardNumber')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={cardNumber}
        onChange={(value) => {
          setCardNumber(value);
          setRefusal(null);
          if (showInvalid && CARD_DIGITS.test(normaliseCardNumber(value))) setShowInvalid(false);
        }}
        onBlur={() => setShowInvalid(cardNumber !== '' && !isValid)}
        isRequired
        errorMessage={
          showInvalid
            ? copy.text('payment.cardNumberError')
            : refusal === null
              ? null
              : copy.message(refusal)
        }
      />
      <div className={styles.pair}>
        <TextField
          label={copy.text('payment.expiry')}
          name="cc-exp"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={copy.text('payment.expiryPlaceholder')}
          value={expiry}
          onChange={setExpiry}
        />
        <TextField
          label={copy.text('payment.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          onChange={setCvc}
        />
      </div>
      <fieldset className={styles.cards}>
        <legend className={styles.cardsLegend}>{copy.text('payment.testCards')}</legend>
        <p className={styles.hint}>{copy.text('payment.testCardsHint')}</p>
        <ul className={styles.cardList}>
          {TEST_CARDS.map((card) => (
            <li key={card.number}>
              <button
                type="button"
                className={styles.cardChoice}
                aria-pressed={normaliseCardNumber(cardNumber) === normaliseCardNumber(card.number)}
                onClick={() => {
                  setCardNumber(card.number);
                  setShowInvalid(false);
                  setRefusal(null);
                }}
              >
                <span className={styles.cardNumber}>{card.number}</span>
                <span className={styles.cardOutcome}>{copy.text(card.outcome)}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" variant="guiding" size="xl" fullWidth isPending={isPaying}>
        {copy.format('payment.payAmount', { amount: amountLabel })}
      </Button>
      {/* A redirect method, as TWINT or Klarna: the site is left for the gateway's bank page. */}
      <Button
        variant="tertiary"
        size="l"
        fullWidth
        isDisabled={isPaying}
        onPress={() => leavePageFor(testBankHref(locale, payment))}
      >
        {copy.text('payment.testRedirect')}
      </Button>
      <p className={styles.status} role="status" aria-live="polite">
        {isPaying ? copy.text('payment.processing') : ''}
      </p>
    </form>
  );
}
