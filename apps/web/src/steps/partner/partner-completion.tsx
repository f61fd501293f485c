'use client';
// The partner's own part of a pair booking: the fixed appointment, then their details; it ends on success without a payment.
import { useMemo, useState } from 'react';
import type { ConsentTexts } from '@/booking/consent';
import { countriesOf, languageOf } from '@/booking/locale';
import type { PersonDetails } from '@/booking/person';
import { questionsFor } from '@/booking/screening';
import type { Locale, Market } from '@/booking/types';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { errorIdOf } from '@/client-api/request';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { adoptReservation } from '../cart/cart';
import { useCart } from '../cart/cart-provider';
import { StepHeading } from '../step-layout/step-layout';
import type { CheckupCardView, LocationView, ServiceTitle } from '../step-views';
import { ConsentFields, useConsentChoice } from '../summary/consent-fields';
import { CustomerForm } from '../summary/customer-form';
import { customerDetailsOf } from '../summary/details';
import { ScreeningQuestions } from '../summary/screening-questions';
import {
  type ClinicContact,
  type ClinicContacts,
  contactFor,
  type ScreeningQuestionView,
} from '../summary/screening-view';
import { useDetailsValidation } from '../summary/use-details-validation';
import { CONSENT_OUTDATED } from '../summary/use-reserve';
import { useScreening } from '../summary/use-screening';
import styles from './partner.module.css';
import { completePartnerDetails, type PartnerReservation } from './partner-api';
import { PartnerAppointment } from './partner-appointment';

/** The details were stored before, from this link or another tab: the link cannot overwrite them. */
const ALREADY_COMPLETED = 'partner-already-completed';

export interface PartnerCompletionProps {
  locale: Locale;
  market: Market;
  checkups: CheckupCardView[];
  services: ServiceTitle[];
  locations: LocationView[];
  reservation: PartnerReservation;
  /** The partner's own link token, which stands for the pair booking. */
  token: string;
  /** The email the partner proved the link with. */
  email: string;
  /** The partner consents for themselves, as the customer did on the summary. */
  consent: ConsentTexts;
  /** The MRI safety questions in the page's language: the partner answers their check-up's for themselves. */
  screeningQuestions: ScreeningQuestionView[];
  /** Whom a partner whose answer cannot be booked online calls or writes to: the market's support… */
  clinicContact: ClinicContact;
  /** …or, where content has it, the booked clinic's own contact. */
  clinicContacts?: ClinicContacts;
}

export function PartnerCompletion(props: PartnerCompletionProps) {
  const { locale, market, reservation, email } = props;
  const copy = useUiCopy();
  const { showError } = useErrorModal();
  const { today, update } = useCart();
  const [details, setDetails] = useState<PersonDetails>(() => ({
    ...customerDetailsOf(null, countriesOf(market)[0] ?? 'CH'),
    email,
  }));
  const [isPending, setPending] = useState(false);
  // A link opened again after completing, or completed meanwhile elsewhere (the server refused to
  // overwrite): the details are on file already.
  const [done, setDone] = useState(reservation.partnerCompleted);
  const validation = useDetailsValidation({ customer: details, partner: null, market, today });
  const consent = useConsentChoice(props.consent.version);
  const asked = useMemo(
    () => questionsFor(props.screeningQuestions, reservation.checkupSlug),
    [props.screeningQuestions, reservation.checkupSlug],
  );
  const screening = useScreening(asked);

  const submit = async () => {
    const detailsValid = await validation.attempt();
    const consentGiven = consent.attempt(detailsValid);
    // The questions come first in the form: they take the focus from the details' first error.
    const screeningAnswered = screening.attempt();
    if (!screeningAnswered || !detailsValid || !consentGiven) return;
    setPending(true);
    const personalData = { ...details, language: languageOf(locale), localization: locale };
    try {
      const saved = await completePartnerDetails({
        token: props.token,
        reservation,
        personalData,
        consent: consent.given,
        screening: screening.sheet.customer,
        market,
        url: `${window.location.origin}${window.location.pathname}`,
      });
      // The pair's appointment becomes this session's booking, and it ends on success like any
      // other: nothing is due from the partner (the customer pays for both). Personal details stay
      // in the session only, as every personal detail.
      update(
        (draft) => {
          draft.personalData = personalData;
          // The partner never learns the reservation id: the booking's code, which opens nothing,
          // stands in its place, and the success page proves the booking with the link's token.
          adoptReservation(draft, { ...reservation, id: saved.name, name: saved.name });
          draft.partner = true;
          draft.partnerToken = props.token;
          draft.servicesSlugs = reservation.servicesPartner;
          draft.isPaymentSuccess = true;
        },
        { goTo: 'success', replace: true },
      );
    } catch (error) {
      const id = errorIdOf(error);
      if (id === ALREADY_COMPLETED) setDone(true);
      showError(id, id === CONSENT_OUTDATED ? { reload: true } : null);
    } finally {
      setPending(false);
    }
  };

  // What the booker did since the invitation, said in words above the appointment as it is now.
  const stateNotice = reservation.cancelled
    ? ({ title: 'partner.cancelledTitle', text: 'partner.cancelled' } as const)
    : reservation.moved
      ? ({ title: 'partner.movedTitle', text: 'partner.moved' } as const)
      : null;

  return (
    <section aria-labelledby="partner-heading" className={styles.narrow}>
      <StepHeading id="partner-heading" title={copy.text('partner.heading')} />
      {stateNotice === null ? null : (
        <InfoBlock
          variant={reservation.cancelled ? 'subtle' : 'default'}
          icon="info"
          role="status"
          label={copy.text(stateNotice.title)}
          text={copy.text(stateNotice.text)}
        />
      )}
      <PartnerAppointment {...props} />
      {reservation.cancelled ? null : done ? (
        <InfoBlock
          variant="success"
          icon="check"
          role="status"
          label={copy.text('partner.doneTitle')}
          text={copy.text('partner.done')}
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
          <ScreeningQuestions
            screening={screening}
            contact={contactFor(
              props.clinicContacts,
              reservation.locationSlug,
              props.clinicContact,
            )}
            onPartnerLink
          />
          <h2 className={styles.subheading}>{copy.text('partner.details')}</h2>
          <CustomerForm
            locale={locale}
            market={market}
            visitorCountry={null}
            value={details}
            onChange={(field, value) => setDetails((current) => ({ ...current, [field]: value }))}
            onBlur={validation.touchCustomer}
            errorOf={validation.customerErrorOf}
          />
          <ConsentFields
            idPrefix="partner"
            texts={props.consent}
            locale={locale}
            choice={consent}
            isDisabled={isPending}
          />
          <Button type="submit" variant="guiding" size="l" isPending={isPending}>
            {copy.text('partner.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
