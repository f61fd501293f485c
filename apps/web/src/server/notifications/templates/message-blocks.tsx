// Blocks the messages share: the appointment with each person's add-ons, the payment summary, what to bring and how to prepare, a call to action.
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { type PolicyLine, policyLines } from '../../../booking/cancellation-policy';
import type { ReservationType } from '../../../booking/types';
import { EmailRichText } from '../rich-text';
import type { AddOnsPerPerson, MessageAmounts, MessageLocation } from '../types';
import { instalmentRows, type MessageView } from '../view';
import { DARK, palette } from './layout';

const cell = { padding: '6px 0', verticalAlign: 'top', textAlign: 'left' } as const;
const labelCell = {
  ...cell,
  width: '40%',
  paddingRight: 12,
  color: palette.muted,
  fontWeight: 400,
};
const sectionHeading = { fontSize: 18, lineHeight: '26px', margin: '24px 0 8px' };

/** A two-column data table: real <th scope="row"> labels, so screen readers pair label and value. */
function FactTable({ rows }: { rows: Array<{ label: string; value: ReactNode }> }) {
  return (
    <table
      data-text-format="dataTable"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', fontSize: 15, lineHeight: '22px' }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={labelCell} className={DARK.muted}>
              {row.label}
            </th>
            <td style={cell}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Body text at 16px: React Email's Text defaults to 14px, small on a phone. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 16, lineHeight: '24px' }}>{children}</Text>;
}

/** Links in running text are underlined: colour alone does not mark them (WCAG 1.4.1). */
export const inlineLink = { color: palette.brand, textDecoration: 'underline' } as const;

export function Greeting({ view }: { view: MessageView }) {
  return <Paragraph>{view.t('greeting')}</Paragraph>;
}

export function Signature({ view }: { view: MessageView }) {
  return <Paragraph>{view.t('teamSignature')}</Paragraph>;
}

/** One title a line: long service names wrap within their line on a phone instead of running on. */
function TitleLines({ titles, none }: { titles: readonly string[]; none: string }) {
  if (titles.length === 0) return <>{none}</>;
  return (
    <>
      {titles.map((title, index) => (
        // The list is the customer's choice in its order; a title may appear for both persons.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>
          {index > 0 ? <br /> : null}
          {title}
        </span>
      ))}
    </>
  );
}

/**
 * Each person's add-ons: for a pair both persons' rows, "None" included, so neither looks
 * forgotten; for one person a row only when there are add-ons.
 */
function addOnRows(view: MessageView, addOns: AddOnsPerPerson | null | undefined) {
  if (!addOns) return [];
  const none = view.t('noAddOns');
  if (addOns.partner === null) {
    return addOns.customer.length === 0
      ? []
      : [
          {
            label: view.t('addOnsLabel'),
            value: <TitleLines titles={addOns.customer} none={none} />,
          },
        ];
  }
  return [
    { label: view.t('addOnsYouLabel'), value: <TitleLines titles={addOns.customer} none={none} /> },
    {
      label: view.t('addOnsPartnerLabel'),
      value: <TitleLines titles={addOns.partner} none={none} />,
    },
  ];
}

export function AppointmentDetails(props: {
  view: MessageView;
  location: MessageLocation;
  reservationName: string;
  checkupTitle: string;
  /** The confirmation's and the reminder's: what each person booked on top of the check-up. */
  addOns?: AddOnsPerPerson | null;
}) {
  const { view, location } = props;
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {view.t('appointmentHeading')}
      </Heading>
      <FactTable
        rows={[
          { label: view.t('reservationLabel'), value: props.reservationName },
          { label: view.t('checkupLabel'), value: props.checkupTitle },
          ...addOnRows(view, props.addOns),
          { label: view.t('whenLabel'), value: view.t('whenValue') },
          { label: view.t('durationLabel'), value: view.duration },
          {
            label: view.t('locationLabel'),
            value: (
              <>
                {location.title}
                <br />
                {location.address === '' ? null : (
                  <>
                    {location.address}
                    <br />
                  </>
                )}
                <Link href={view.mapUrl} style={inlineLink} className={DARK.link}>
                  {view.t('directions')}
                </Link>
              </>
            ),
          },
        ]}
      />
    </Section>
  );
}

/**
 * What has been paid and what is still due. `dueLater` is paid in monthly instalments when there
 * is a plan, otherwise at the clinic (the rest of a downpayment). `pending` shows what is due now.
 */
export function PaymentSummary(props: {
  view: MessageView;
  amounts: MessageAmounts;
  pending?: boolean;
}) {
  const { view, amounts } = props;
  const hasPlan = amounts.installments.length > 0;
  const rows = [{ label: view.t('totalLabel'), value: view.money(amounts.total) }];
  if (props.pending) {
    rows.push({ label: view.t('dueNowLabel'), value: view.money(amounts.paidNow) });
  } else {
    rows.push({ label: view.t('paidLabel'), value: view.money(amounts.paidNow) });
    if (amounts.dueLater > 0) {
      const label = hasPlan ? view.t('dueInInstalmentsLabel') : view.t('dueAtClinicLabel');
      rows.push({ label, value: view.money(amounts.dueLater) });
    }
  }
  const plan = instalmentRows(amounts.installments, view.t);
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {view.t('paymentHeading')}
      </Heading>
      <FactTable rows={rows} />
      {plan.length > 0 ? (
        <>
          <Heading as="h3" style={{ ...sectionHeading, fontSize: 16 }}>
            {view.t('instalmentsHeading')}
          </Heading>
          <FactTable
            rows={plan.map((row) => ({ label: row.label, value: view.money(row.amount) }))}
          />
        </>
      ) : null}
    </Section>
  );
}

/** The rest to be paid at the clinic, for the reminder: the one amount a customer must bring along. */
export function DueAtClinic({ view, amount }: { view: MessageView; amount: number }) {
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {view.t('paymentHeading')}
      </Heading>
      <FactTable rows={[{ label: view.t('dueAtClinicLabel'), value: view.money(amount) }]} />
    </Section>
  );
}

/** What to bring and how to prepare: the rich text editors write in the preparation document. */
export function Preparation({ view }: { view: MessageView }) {
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {view.t('whatToBringHeading')}
      </Heading>
      <EmailRichText value={view.preparation.whatToBring} locale={view.locale} />
      <Heading as="h2" style={sectionHeading}>
        {view.t('howToPrepareHeading')}
      </Heading>
      <EmailRichText value={view.preparation.howToPrepare} locale={view.locale} />
    </Section>
  );
}

/** The cancellation policy for this booking's kind, in sentences from site settings (as the terms page states it). */
export function CancellationTerms({
  view,
  reservationType,
}: {
  view: MessageView;
  reservationType: ReservationType;
}) {
  const lines = policyLines(view.policy);
  const say = (line: PolicyLine) =>
    line.kind === 'tier'
      ? view.t('policyTier', {
          percent: String(line.refundPercent),
          hours: String(line.hoursBefore),
        })
      : line.kind === 'tierUntilStart'
        ? view.t('policyTierUntilStart', { percent: String(line.refundPercent) })
        : view.t('policyNoRefund', { hours: String(line.hoursBefore) });
  return (
    <Section>
      <Heading as="h2" style={sectionHeading}>
        {view.t('policyHeading')}
      </Heading>
      {(reservationType === 'downpayment' ? lines.downpayment : lines.full).map((line) => (
        <Paragraph key={`${line.kind}-${line.hoursBefore}`}>{say(line)}</Paragraph>
      ))}
      <Paragraph>{view.t('policyMove', { hours: String(lines.rescheduleCutoffHours) })}</Paragraph>
    </Section>
  );
}

/** A button, then the same address as a plain link for mail clients that drop button styles. */
export function CallToAction({
  view,
  href,
  label,
}: {
  view: MessageView;
  href: string;
  label: string;
}) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        href={href}
        className={DARK.button}
        style={{
          backgroundColor: palette.brand,
          color: palette.onBrand,
          borderRadius: 8,
          padding: '12px 20px',
          fontWeight: 600,
        }}
      >
        {label}
      </Button>
      <Text style={{ fontSize: 14, color: palette.muted }} className={DARK.muted}>
        {view.t('linkFallback')}{' '}
        <Link href={href} style={{ ...inlineLink, wordBreak: 'break-all' }} className={DARK.link}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** The manage link (cancel, see the booking) under a short note; nothing in messages queued before it existed. */
export function ManageBooking({ view, href }: { view: MessageView; href: string | undefined }) {
  if (href === undefined) return null;
  return (
    <>
      <Paragraph>{view.t('manageNote')}</Paragraph>
      <CallToAction view={view} href={href} label={view.t('manageButton')} />
    </>
  );
}
