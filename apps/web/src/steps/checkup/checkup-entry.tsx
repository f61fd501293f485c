'use client';
// The check-up step's entry: the guards (a partner's link waits for its verification), then the packages or the partner's completion.
import { lazy, Suspense, useState } from 'react';
import type { ConsentTexts } from '@/booking/consent';
import type { PartnerVerification } from '@/booking/guards';
import type { Currency, Locale, Market } from '@/booking/types';
import type { RichTextNodes } from '@/ui/rich-text/rich-text-nodes';
import { useCart } from '../cart/cart-provider';
import { useStepGuard } from '../guards/step-guard';
import type { PartnerReservation } from '../partner/partner-api';
import type { CheckupCardView, LocationView, ServiceTitle } from '../step-views';
import type {
  ClinicContact,
  ClinicContacts,
  ScreeningQuestionView,
} from '../summary/screening-view';
import { CheckupList } from './checkup-step';

// Only a partner's link needs these, and with them the details form and its phone metadata: they
// load on demand, so the check-up step every other visitor opens stays light. React.lazy rather than
// next/dynamic, whose loader would be in the first scripts; both show only after the browser has read
// the cart, so the server never renders them.
const PartnerEmailForm = lazy(() =>
  import('../partner/partner-email-form').then((module) => ({ default: module.PartnerEmailForm })),
);
const PartnerCompletion = lazy(() =>
  import('../partner/partner-completion').then((module) => ({
    default: module.PartnerCompletion,
  })),
);

export interface CheckupStepProps {
  locale: Locale;
  market: Market;
  currency: Currency;
  checkups: CheckupCardView[];
  /** The check-ups' descriptions drawn on the server (`checkupDescriptions`), by slug. */
  descriptions: RichTextNodes;
  /** The services the check-ups include or offer, by title. */
  services: ServiceTitle[];
  /** The market's clinics, for a partner's appointment. */
  locations: LocationView[];
  /** The consent a partner completing their details gives (content, the page's language). */
  consent: ConsentTexts;
  /** The MRI safety questions a partner completing their details answers for themselves. */
  screeningQuestions: ScreeningQuestionView[];
  /** Whom a partner whose answer cannot be booked online calls or writes to: the market's support… */
  clinicContact: ClinicContact;
  /** …or, where content has it, the booked clinic's own contact. */
  clinicContacts?: ClinicContacts;
}

export function CheckupStep(props: CheckupStepProps) {
  const { cart } = useCart();
  const [verification, setVerification] = useState<PartnerVerification>('pending');
  const [reservation, setReservation] = useState<PartnerReservation | null>(null);
  const [email, setEmail] = useState('');
  const outcome = useStepGuard('check-up', verification);
  const partnerToken = cart.partner ? cart.partnerToken : null;

  if (outcome?.kind === 'wait' && partnerToken !== null) {
    return (
      <Suspense fallback={null}>
        <PartnerEmailForm
          token={partnerToken}
          onVerified={(found, provenEmail) => {
            setReservation(found);
            setEmail(provenEmail);
            setVerification('verified');
          }}
        />
      </Suspense>
    );
  }
  if (verification === 'verified' && reservation !== null && partnerToken !== null) {
    return (
      <Suspense fallback={null}>
        <PartnerCompletion
          {...props}
          reservation={reservation}
          token={partnerToken}
          email={email}
        />
      </Suspense>
    );
  }
  return (
    <CheckupList
      locale={props.locale}
      currency={props.currency}
      checkups={props.checkups}
      descriptions={props.descriptions}
      services={props.services}
    />
  );
}
