'use client';
// The success step: the booked appointment (Zurich time), the clinic, the receipt, what to bring, the calendar file, the partner's link, and "book another"; it prints as a clean receipt.
import { lazy, Suspense } from 'react';
import type { CancellationPolicy } from '@/booking/cancellation-policy';
import { formatDay, formatTime } from '@/booking/format';
import type { ReservationType } from '@/booking/types';
import styles from '@/client/booking-card.module.css';
import { lazyAtOnce } from '@/client/lazy-at-once';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icons/icon';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { emptyCart } from '../cart/cart';
import { useCart } from '../cart/cart-provider';
import { clearPaymentRecord } from '../payment/payment-record';
import { type BookingPlaces, checkupTitle, clinicOf } from '../payment/places';
import { PolicyNotice } from '../summary/policy-notice';
import { CalendarButton } from './calendar-button';
import { ManageLink, useSuccessLinks } from './manage-link';
import receiptStyles from './receipt.module.css';
import { useSuccessGuard } from './use-success-guard';

// The receipt (prices, payment, instalments, and SWR, which reads it) is drawn only once the
// server has answered, never in the prerendered HTML: its code is not in the page's first scripts.
// It is asked for as soon as those run, so it arrives beside hydration; its heading and loading
// line stand meanwhile, in the place the receipt takes.
const ReceiptSection = lazyAtOnce(() =>
  import('./receipt').then((module) => module.ReceiptSection),
);

/** The receipt's card while its code loads: the same heading and loading line it first shows. */
function ReceiptLoading() {
  const copy = useUiCopy();
  return (
    <section className={`${styles.card} ${receiptStyles.receipt}`} aria-labelledby="order-heading">
      <h2 id="order-heading" className={styles.cardHeading}>
        {copy.text('success.orderHeading')}
      </h2>
      <p className={receiptStyles.loading} role="status">
        {copy.text('success.receiptLoading')}
      </p>
    </section>
  );
}

// Only a pair booking's payer sees the partner's link, once the server has answered with it: its
// code loads then, not with the page.
const PartnerShare = lazy(() =>
  import('./partner-share').then((module) => ({ default: module.PartnerShare })),
);

export function SuccessStep({
  places,
  seller = null,
  cancellationPolicy,
  reservationTypes = {},
}: {
  places: BookingPlaces;
  /** The company the customer paid (site settings' legal entity of the market), as one line. */
  seller?: string | null;
  /** Site settings' cancellation policy: its terms for this booking, as the summary stated them. */
  cancellationPolicy?: CancellationPolicy;
  /** Each check-up's reservation type (full or downpayment), by slug: which of the policy's tiers apply. */
  reservationTypes?: Readonly<Record<string, ReservationType>>;
}) {
  const copy = useUiCopy();
  const { cart, locale, update } = useCart();
  const { access, leave } = useSuccessGuard();
  const email = cart.personalData?.email.trim() ?? '';
  // The partner who completed their details through their own link: they paid nothing, and their
  // session holds the link's token, not the reservation id (partner-completion.tsx).
  const partnerToken = cart.partner ? cart.partnerToken : null;
  const isPartner = partnerToken !== null;
  // The customer who paid: their manage link and, for a pair, the partner's link to share.
  const links = useSuccessLinks(
    access === 'enter' && !isPartner && email !== '' && cart.reservationId !== null
      ? { reservationId: cart.reservationId, email }
      : null,
  );
  if (access !== 'enter' || cart.reservationId === null || cart.timeSlotStart === null) {
    return null;
  }
  const { reservationId, timeSlotStart } = cart;
  const title = checkupTitle(places, cart.checkupSlug, cart.isPartnerBooking);
  const clinic = clinicOf(places, cart.locationSlug);
  const time = [timeSlotStart, cart.timeSlotEnd]
    .filter((instant): instant is string => instant !== null)
    .map((instant) => formatTime(instant, locale))
    .join(' – ');

  const bookAnother = () => {
    leave();
    clearPaymentRecord();
    update(
      (draft) => {
        // A new booking starts from nothing; only the campaign that brought the visitor stays.
        Object.assign(draft, emptyCart(), { campaign: draft.campaign });
      },
      { goTo: 'check-up' },
    );
  };

  return (
    <div className={styles.step}>
      <header className={styles.hero}>
        <span className={`${styles.badge} ${styles.noPrint}`} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <h1 className={styles.heading}>
          {isPartner ? copy.text('partner.doneTitle') : copy.text('success.heading')}
        </h1>
        <p className={`${styles.intro} ${styles.noPrint}`}>
          {isPartner ? copy.text('partner.done') : copy.text('success.intro')}
        </p>
      </header>

      <section className={styles.card} aria-labelledby="appointment-heading">
        <h2 id="appointment-heading" className={styles.visuallyHidden}>
          {copy.text('payment.appointment')}
        </h2>
        {cart.reservationName ? (
          <p className={styles.reservation}>
            <span className={styles.label}>{copy.text('success.reservation')}</span>
            <span className={styles.code}>{cart.reservationName}</span>
          </p>
        ) : null}
        <dl className={styles.facts}>
          {title ? (
            <div className={styles.fact}>
              <dt className={styles.label}>{copy.text('success.checkup')}</dt>
              <dd className={styles.value}>{title}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt className={styles.label}>{copy.text('success.date')}</dt>
            <dd className={styles.value}>{formatDay(timeSlotStart.slice(0, 10), locale)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.label}>{copy.text('success.time')}</dt>
            <dd className={styles.value}>
              {time} <span className={styles.muted}>({copy.text('success.timeZone')})</span>
            </dd>
          </div>
          {clinic ? (
            <div className={`${styles.fact} ${styles.wide}`}>
              <dt className={styles.label}>{copy.text('success.location')}</dt>
              <dd className={`${styles.value} ${styles.place}`}>
                <span className={styles.clinic}>{clinic.title}</span>
                <span className={styles.address}>{clinic.address}</span>
                <a
                  href={clinic.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.noPrint}
                >
                  <Icon name="location" size={16} />
                  {copy.text('success.directions')}
                  <span className={styles.visuallyHidden}>
                    {` (${copy.text('success.newTab')})`}
                  </span>
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {email === '' ? null : (
          <div className={`${styles.calendar} ${styles.noPrint}`}>
            <CalendarButton
              proof={partnerToken === null ? { reservationId, email } : { partnerToken, email }}
              reservationName={cart.reservationName}
              describedBy="calendar-hint"
            />
            <p id="calendar-hint" className={styles.hint}>
              {copy.text('success.calendarHint')}
            </p>
          </div>
        )}
      </section>

      {/* The partner paid nothing: the receipt, with the payer's card, is the customer's. */}
      {isPartner || email === '' ? null : (
        <Suspense fallback={<ReceiptLoading />}>
          <ReceiptSection
            reservationId={reservationId}
            email={email}
            locale={locale}
            seller={seller}
          />
        </Suspense>
      )}

      {/* The terms the manage link's moves and cancellations follow; the partner paid nothing. */}
      {cancellationPolicy === undefined || isPartner ? null : (
        <PolicyNotice
          locale={locale}
          policy={cancellationPolicy}
          reservationType={reservationTypes[cart.checkupSlug ?? ''] ?? 'full'}
          timeSlotStart={timeSlotStart}
        />
      )}
      {links === null ? null : <ManageLink url={links.manage} />}

      <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="bring-heading">
        <h2 id="bring-heading" className={styles.cardHeading}>
          {copy.text('success.whatToBringHeading')}
        </h2>
        <p className={styles.text}>{copy.text('success.whatToBring')}</p>
      </section>

      {links?.partner ? (
        <div className={styles.noPrint}>
          <Suspense fallback={null}>
            <PartnerShare href={links.partner} />
          </Suspense>
        </div>
      ) : null}

      <div className={`${styles.actions} ${styles.noPrint}`}>
        {isPartner ? null : (
          <Button variant="secondary" size="l" onPress={() => window.print()}>
            {copy.text('success.print')}
          </Button>
        )}
        <Button variant="ghost" size="l" iconEnd="chevron" onPress={bookAnother}>
          {copy.text('success.bookAnother')}
        </Button>
      </div>
    </div>
  );
}
