'use client';
// The partner's own part of a pair booking: the fixed appointment, then their details; it ends without a payment.
import { useState } from 'react';
import { countriesOf, languageOf } from '@/booking/locale';
import type {
  Checkup,
  Currency,
  Language,
  Locale,
  Location,
  Market,
  Service,
} from '@/booking/types';
import { Button } from '@/ui/button/button';
import { useErrorModal } from '@/ui/error-modal/error-modal';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { useCart } from '../cart/cart-provider';
import { StepHeading } from '../step-layout/step-layout';
import { CustomerForm } from '../summary/customer-form';
import { type CustomerDetails, emptyCustomerDetails } from '../summary/details';
import { useDetailsValidation } from '../summary/use-details-validation';
import styles from './partner.module.css';
import { completePartnerDetails, PartnerApiError, type PartnerReservation } from './partner-api';
import { PartnerAppointment } from './partner-appointment';

export interface PartnerCompletionProps {
  locale: Locale;
  language: Language;
  market: Market;
  currency: Currency;
  checkups: Checkup[];
  services: Service[];
  locations: Location[];
  reservation: PartnerReservation;
  reservationId: string;
  /** The email the partner proved the link with. */
  email: string;
}

export function PartnerCompletion(props: PartnerCompletionProps) {
  const { locale, market, reservation, email } = props;
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const { today, update } = useCart();
  const [details, setDetails] = useState<CustomerDetails>(() => ({
    ...emptyCustomerDetails(countriesOf(market)[0] ?? 'CH'),
    email,
  }));
  const [isPending, setPending] = useState(false);
  const [done, setDone] = useState(reservation.partnerCompleted ? reservation.name : null);
  const validation = useDetailsValidation({ customer: details, partner: null, market, today });

  const submit = async () => {
    if (!validation.attempt()) return;
    setPending(true);
    const personalData = { ...details, language: languageOf(locale), localization: locale };
    try {
      const saved = await completePartnerDetails({
        reservation,
        personalData,
        market,
        url: `${window.location.origin}${window.location.pathname}`,
      });
      // Session only, as every personal detail: the partner may come back to correct a typo.
      update((draft) => {
        draft.personalData = personalData;
      });
      setDone(saved.name);
    } catch (error) {
      showError(error instanceof PartnerApiError ? error.id : 'reserve-timeslot-error-other');
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="partner-heading" className={styles.narrow}>
      <StepHeading
        id="partner-heading"
        title={copy.text('partner.heading', 'Complete your details for the joint check-up')}
      />
      <PartnerAppointment {...props} />
      {done !== null ? (
        <InfoBlock
          variant="success"
          icon="check"
          role="status"
          label={copy.text('partner.doneTitle', 'Thank you, your details are complete')}
          text={copy.text(
            'partner.done',
            'Nothing more is due: the booking has been paid. We look forward to seeing you.',
          )}
        />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 className={styles.subheading}>{copy.text('partner.details', 'Your details')}</h2>
          <CustomerForm
            locale={locale}
            market={market}
            visitorCountry={null}
            value={details}
            onChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
            onBlur={validation.touchCustomer}
            errorOf={validation.customerErrorOf}
          />
          <Button type="submit" variant="guiding" size="l" isPending={isPending}>
            {copy.text('partner.submit', 'Confirm my details')}
          </Button>
        </form>
      )}
    </section>
  );
}
