'use client';
// The summary's price card: the server's prices for the current choices, the payment plan and the discount code.
import { useEffect, useRef, useState } from 'react';
import { trackSummaryViewed } from '@/analytics/deferred-analytics';
import type { InstallmentMonths } from '@/booking/money';
import type { Locale } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { errorIdOf } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { fetchPaymentData, type PaymentDataRequest } from './api';
import { DiscountCodeField } from './discount-code-field';
import { InstallmentChoice } from './installment-choice';
import { PriceSummary } from './price-summary';
import styles from './summary-step.module.css';
import { usePaymentData } from './use-payment-data';

/** Refusals of the code itself: said at the field, never in a modal. */
const DISCOUNT_CODE_ERRORS: readonly string[] = ['discount-code-invalid', 'discount-code-used-up'];

export interface PricePanelProps {
  locale: Locale;
  request: PaymentDataRequest;
  offeredMonths: readonly InstallmentMonths[];
  onDiscountCodeChange: (code: string | null) => void;
  onInstallmentMonthsChange: (months: InstallmentMonths) => void;
  isDisabled: boolean;
}

export function PricePanel(props: PricePanelProps) {
  const { locale, request, onDiscountCodeChange } = props;
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const prices = usePaymentData(request);
  const [codeError, setCodeError] = useState<string | null>(null);
  const error = prices.error ? errorIdOf(prices.error) : null;

  // A code that came with the address or the cart and is refused: said at the field, and dropped.
  useEffect(() => {
    if (error === null) return;
    if (DISCOUNT_CODE_ERRORS.includes(error) && request.discountCode !== null) {
      setCodeError(error);
      onDiscountCodeChange(null);
    } else {
      showError(error);
    }
  }, [error, request.discountCode, onDiscountCodeChange, showError]);

  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current || prices.data === undefined) return;
    viewed.current = true;
    trackSummaryViewed({
      locale,
      checkup: request.checkupSlug,
      location: request.locationSlug,
      totalMinor: prices.data.paymentDataDiscounted.total,
      currency: prices.data.paymentDataDiscounted.currency,
    });
  }, [prices.data, locale, request.checkupSlug, request.locationSlug]);

  const apply = async (code: string): Promise<string | null> => {
    const next = { ...request, discountCode: code };
    try {
      // Tried first, so a refused code never becomes the booking's code; once it is, SWR
      // asks for the new key as for any other change (the old prices stay shown meanwhile).
      await fetchPaymentData(next);
      setCodeError(null);
      onDiscountCodeChange(code);
      return null;
    } catch (failure) {
      return errorIdOf(failure);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="price-heading">
      <h2 id="price-heading" className={styles.cardHeading}>
        {copy.text('summary.price')}
      </h2>
      {error !== null && !DISCOUNT_CODE_ERRORS.includes(error) && prices.data === undefined ? (
        <InfoBlock variant="error" icon="error" text={copy.message(error)}>
          <Button variant="secondary" onPress={() => prices.mutate()}>
            {copy.text('timeslot.retry')}
          </Button>
        </InfoBlock>
      ) : (
        <PriceSummary
          locale={locale}
          answer={prices.data}
          isUpdating={prices.isValidating && prices.data !== undefined}
          isPartnerBooking={request.isPartnerBooking}
        />
      )}
      <InstallmentChoice
        offered={props.offeredMonths}
        value={request.installmentMonths}
        onChange={props.onInstallmentMonthsChange}
        isDisabled={props.isDisabled}
      />
      <DiscountCodeField
        applied={request.discountCode}
        onApply={apply}
        onRemove={() => onDiscountCodeChange(null)}
        error={codeError}
      />
    </section>
  );
}
