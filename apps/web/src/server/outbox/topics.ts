// Every outbox topic, declared once: its name, the check of its payload, and the handler that delivers it. The worker dispatches through it; whoever queues a row takes the topic (and the payload's type) from it.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type ClinicOutboxEntry, isClinicOutboxEntry } from '../../booking/clinic-handoff';
import type { ClinicWebhookConfig } from '../config';
import { getDatabase } from '../db/client';
import { type NewOutboxMessage, reservations } from '../db/schema';
import { deliverClinicEvent } from '../handoff/deliver';
import { CLINIC_HANDOFF_TOPIC } from '../handoff/queue';
import { logger } from '../log';
import {
  emailOverrides,
  preparationForMessages,
  siteSettingsForMessages,
} from '../notifications/content';
import { deliverNotification, isPermanentFailure } from '../notifications/deliver';
import { parseBookingMessageData } from '../notifications/payload';
import type { MailTransport } from '../notifications/transport';
import type { BookingMessageData } from '../notifications/types';
import {
  deliverPaymentCommand,
  isPaymentCommand,
  type PaymentCommand,
} from '../payments/send-command';
import { paymentTaken } from '../payments/taken';
import type { SignInLinkPayload } from '../staff/sign-in-copy';
import { deliverSignInLink, parseSignInPayload, STAFF_SIGN_IN_TOPIC } from '../staff/sign-in-email';
import {
  deliverWaitlistNotice,
  parseWaitlistPayload,
  type WaitlistPayload,
} from '../waitlist/deliver';
import { type DeliveryAttempt, PermanentDeliveryFailure } from './attempt';

/** What a handler may use besides its row: built for each attempt by handlers.ts, from what run.ts (or a test) gave it. */
export interface DeliveryContext {
  /** The mail transport for this attempt: it sends under the row's own Message-ID (handlers.ts). */
  transport: MailTransport;
  /** The automation service's webhook for leads; null while none is set (leads then wait). */
  leadWebhookUrl: string | null;
  fetcher: typeof fetch;
  leadTimeoutMs: number;
  /** The clinic's webhook for booking events; null while none is set (the events then wait). */
  clinicWebhook: ClinicWebhookConfig | null;
  clinicTimeoutMs: number;
  now: () => Date;
}

/** One topic of the outbox, as declared below. */
interface TopicSpec<P> {
  /** The `topic` column of its rows. */
  readonly name: string;
  /** The stored payload as the handler takes it; throws when it is not one (a dead letter at once). */
  readonly parse: (payload: unknown) => P;
  /** The payload's field that says what a row is in the logs (an email's kind, a command's action). */
  readonly kindField: string | null;
  /** Delivers one row; PermanentDeliveryFailure when no retry can help. */
  readonly deliver: (
    payload: P,
    attempt: DeliveryAttempt,
    context: DeliveryContext,
  ) => Promise<void>;
}

/** A topic as the worker uses it: what it needs of any row, whatever the topic's payload. */
export interface RowTopic {
  readonly name: string;
  readonly kindField: string | null;
  /** A stored row's whole delivery: its payload checked (a malformed one is a dead letter at once), then its handler. */
  readonly deliverRow: (attempt: DeliveryAttempt, context: DeliveryContext) => Promise<void>;
}

export interface Topic<P> extends TopicSpec<P>, RowTopic {}

function topic<P>(spec: TopicSpec<P>): Topic<P> {
  return {
    ...spec,
    async deliverRow(attempt, context) {
      let payload: P;
      try {
        payload = spec.parse(attempt.payload);
      } catch (error) {
        if (error instanceof PermanentDeliveryFailure) throw error;
        throw new PermanentDeliveryFailure(`malformed ${spec.name} payload`);
      }
      await spec.deliver(payload, attempt, context);
    },
  };
}

/** What the automation service receives for a lead: the contact, as the specification's webhook takes it. */
export type LeadPayload = Readonly<Record<string, unknown>>;

async function statusOf(name: string) {
  const db = await getDatabase();
  const [row] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.name, name));
  return row?.status ?? null;
}

/** Whether the provider has the money of the reservation of this name (its payment succeeded or is processing). */
async function paymentTakenOf(name: string): Promise<boolean> {
  const db = await getDatabase();
  const [row] = await db
    .select({ intentId: reservations.paymentIntentId })
    .from(reservations)
    .where(eq(reservations.name, name));
  return paymentTaken(row?.intentId ?? null);
}

/** Sends an email; a failure no retry can fix (a malformed payload, an address refused for good) is a dead letter at once. */
async function sendingEmail(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    if (isPermanentFailure(error)) throw new PermanentDeliveryFailure('email refused for good');
    throw error;
  }
}

function waitlistEmail(name: string, purpose: 'confirm' | 'notice'): Topic<WaitlistPayload> {
  return topic({
    name,
    parse: parseWaitlistPayload,
    kindField: null,
    deliver: (payload, _attempt, { transport, now }) =>
      sendingEmail(() =>
        deliverWaitlistNotice(
          payload,
          { transport, siteSettings: siteSettingsForMessages, uiCopy: emailOverrides, now },
          purpose,
        ),
      ),
  });
}

/** A booking's email: checked at sending time (still due, a pay-later not paid meanwhile), composed, sent. */
const email = topic<BookingMessageData>({
  name: 'email',
  parse: parseBookingMessageData,
  kindField: 'kind',
  deliver: (payload, _attempt, { transport, now }) =>
    sendingEmail(() =>
      deliverNotification(payload, {
        transport,
        siteSettings: siteSettingsForMessages,
        uiCopy: emailOverrides,
        preparation: preparationForMessages,
        reservationStatus: statusOf,
        paymentTaken: paymentTakenOf,
        now,
      }),
    ),
});

/** A payment command (cancel, refund, change of plan) for the provider. */
const payment = topic<PaymentCommand>({
  name: 'payment',
  parse(payload) {
    if (!isPaymentCommand(payload)) throw new PermanentDeliveryFailure('malformed payment command');
    return payload;
  },
  kindField: 'action',
  async deliver(payload, attempt, { now }) {
    // The provider's own idempotency key (in the command) makes a repeated call harmless.
    attempt.sending();
    await deliverPaymentCommand(payload, now());
  },
});

/** A lead for the automation service's webhook, under the row's id as Idempotency-Key. */
const lead = topic<LeadPayload>({
  name: 'lead',
  parse(payload) {
    if (typeof payload !== 'object' || payload === null)
      throw new PermanentDeliveryFailure('malformed lead');
    return payload as LeadPayload;
  },
  kindField: null,
  async deliver(payload, attempt, { leadWebhookUrl, fetcher, leadTimeoutMs }) {
    if (leadWebhookUrl === null) throw new Error('LEAD_WEBHOOK_URL is not set');
    attempt.sending();
    // The row's id as Idempotency-Key and as `id`: a receiver that saw it already (an answer
    // lost to our timeout) recognises the retry instead of storing the lead again.
    const response = await fetcher(leadWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': attempt.id },
      body: JSON.stringify({ ...payload, id: attempt.id }),
      signal: AbortSignal.any([attempt.signal, AbortSignal.timeout(leadTimeoutMs)]),
    }).catch((error: unknown) => {
      logger.warn(
        { reason: error instanceof Error ? error.name : 'unknown' },
        'Failed to send to LeadCatcher',
      );
      throw error;
    });
    if (!response.ok) {
      logger.warn({ status: response.status }, 'Failed to send to LeadCatcher');
      throw new Error(`lead webhook answered ${response.status}`);
    }
  },
});

/** A staff member's one-time sign-in link (issue 40); the link is never logged. */
const staffSignIn = topic<SignInLinkPayload>({
  name: STAFF_SIGN_IN_TOPIC,
  parse: parseSignInPayload,
  kindField: null,
  deliver: (payload, attempt, { transport }) =>
    sendingEmail(() => deliverSignInLink(payload, transport, attempt.signal)),
});

/**
 * A booking's event for the clinic's webhook, signed (server/handoff). The rows of one booking are
 * delivered in the order of their events, each after the one before it (worker.ts).
 */
const clinic = topic<ClinicOutboxEntry>({
  name: CLINIC_HANDOFF_TOPIC,
  parse(payload) {
    if (!isClinicOutboxEntry(payload)) throw new PermanentDeliveryFailure('malformed clinic event');
    return payload;
  },
  kindField: 'type',
  deliver: deliverClinicEvent,
});

/** Every topic of the outbox. A row of a topic not listed here is a dead letter. */
export const TOPICS = {
  email,
  /** A freed time for a waiting-list entry; the payload names the entry and the token, never the address. */
  waitlistNotice: waitlistEmail('waitlist-email', 'notice'),
  /** The link to confirm, sent on joining the waiting list; likewise without the address. */
  waitlistConfirm: waitlistEmail('waitlist-confirm-email', 'confirm'),
  payment,
  lead,
  staffSignIn,
  clinic,
} as const;

export type TopicKey = keyof typeof TOPICS;
export type PayloadOf<K extends TopicKey> = (typeof TOPICS)[K] extends Topic<infer P> ? P : never;

/** The topic of this name, or undefined for a name no topic has (a row from elsewhere). */
export function topicNamed(name: string): RowTopic | undefined {
  const topics: readonly RowTopic[] = Object.values(TOPICS);
  return topics.find((candidate) => candidate.name === name);
}

/** An outbox row of a topic, due at `availableAt` (`at` by default): what every enqueuer inserts. */
export function outboxRow<K extends TopicKey>(
  topic: K,
  row: { key: string; payload: PayloadOf<K>; at: Date; availableAt?: Date },
): NewOutboxMessage {
  return {
    id: randomUUID(),
    topic: TOPICS[topic].name,
    key: row.key,
    payload: row.payload,
    createdAt: row.at,
    availableAt: row.availableAt ?? row.at,
  };
}
