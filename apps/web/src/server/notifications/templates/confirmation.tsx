// The booking confirmation: the appointment and each person's add-ons, what to bring and how to prepare, what was paid and what is still due.

import type { ReservationType } from '../../../booking/types';
import type { EmailCopyKey } from '../messages';
import type { ConfirmationData, MessageAmounts, PriceChangeKind, RescheduleData } from '../types';
import type { MessageView } from '../view';
import { EmailLayout } from './layout';
import {
  AppointmentDetails,
  CancellationTerms,
  Greeting,
  ManageBooking,
  Paragraph,
  PaymentSummary,
  Preparation,
  Signature,
} from './message-blocks';

/** What a move did to the price, by kind; a message without it (queued before) says the price stays. */
export const PRICE_CHANGE_COPY: Record<PriceChangeKind, EmailCopyKey> = {
  same: 'reschedulePriceSame',
  refunded: 'reschedulePriceRefunded',
  charged: 'reschedulePriceCharged',
  'rest-more': 'reschedulePriceRestMore',
  'rest-less': 'reschedulePriceRestLess',
  'instalments-more': 'reschedulePriceInstalmentsMore',
  'instalments-less': 'reschedulePriceInstalmentsLess',
  'instalments-refunded': 'reschedulePriceInstalmentsRefunded',
};

function PriceChange({ data, view }: { data: RescheduleData; view: MessageView }) {
  const change = data.priceChange ?? { kind: 'same', amount: 0 };
  return (
    <Paragraph>
      {view.t(PRICE_CHANGE_COPY[change.kind], { amount: view.money(change.amount) })}
    </Paragraph>
  );
}

/** A downpayment leaves the rest to the clinic without instalments; the policy has its own terms for it. */
function reservationTypeOf(amounts: MessageAmounts): ReservationType {
  return amounts.installments.length === 0 && amounts.dueLater > 0 ? 'downpayment' : 'full';
}

export function ConfirmationEmail({
  data,
  view,
}: {
  data: ConfirmationData | RescheduleData;
  view: MessageView;
}) {
  const moved = data.kind === 'reschedule';
  return (
    <EmailLayout
      language={data.language}
      subject={view.t(moved ? 'rescheduleSubject' : 'confirmationSubject')}
      preview={view.t(moved ? 'reschedulePreview' : 'confirmationPreview')}
      heading={view.t(moved ? 'rescheduleHeading' : 'confirmationHeading')}
      view={view}
    >
      <Greeting view={view} />
      <Paragraph>{view.t(moved ? 'rescheduleIntro' : 'confirmationIntro')}</Paragraph>
      {moved ? <PriceChange data={data} view={view} /> : null}
      <AppointmentDetails
        view={view}
        location={data.location}
        reservationName={data.reservationName}
        checkupTitle={data.checkupTitle}
        addOns={data.addOns}
      />
      <Preparation view={view} />
      <PaymentSummary view={view} amounts={data.amounts} />
      <Paragraph>{view.t('calendarNote')}</Paragraph>
      <CancellationTerms view={view} reservationType={reservationTypeOf(data.amounts)} />
      <ManageBooking view={view} href={data.links.manage} />
      <Signature view={view} />
    </EmailLayout>
  );
}
