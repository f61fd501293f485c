// Stripe objects as Stripe sends them, complete (every field the SDK's type requires), for the stand-in's answers and webhook
// events; the stand-in with `checkAnswers` holds them to tests/stripe-contract/schemas/responses.json.
import type Stripe from 'stripe';

const CREATED = 1_790_000_000;

export function paymentIntent(
  fields: Partial<Stripe.PaymentIntent> & Pick<Stripe.PaymentIntent, 'id' | 'amount'>,
): Stripe.PaymentIntent {
  return {
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount_capturable: 0,
    amount_received: fields.status === 'succeeded' ? fields.amount : 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${fields.id}_secret_stand_in`,
    confirmation_method: 'automatic',
    created: CREATED,
    currency: 'chf',
    customer: null,
    customer_account: null,
    description: null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: {},
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card', 'twint'],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_group: null,
    ...fields,
  } as Stripe.PaymentIntent;
}

/** A card charge, as `expand: ['latest_charge']` answers it. */
export function cardCharge(intentId: string, amount: number, brand: string, last4: string) {
  return {
    id: `ch_${intentId}`,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    calculated_statement_descriptor: null,
    captured: true,
    created: CREATED,
    currency: 'chf',
    customer: null,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: null,
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: null,
    paid: true,
    payment_intent: intentId,
    payment_method: null,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: amount,
        authorization_code: null,
        brand,
        checks: null,
        country: 'CH',
        exp_month: 12,
        exp_year: 2030,
        funding: 'credit',
        installments: null,
        last4,
        mandate: null,
        network: brand,
        network_transaction_id: null,
        regulated_status: null,
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'succeeded',
    transfer_data: null,
    transfer_group: null,
  };
}

/** A refund as Stripe answers its creation, echoing the metadata it was given. */
export function refund(fields: {
  id: string;
  paymentIntent: string;
  amount: number;
  metadata?: Record<string, string>;
  status?: string;
}) {
  return {
    id: fields.id,
    object: 'refund',
    amount: fields.amount,
    balance_transaction: null,
    charge: `ch_${fields.paymentIntent}`,
    created: CREATED,
    currency: 'chf',
    customer: null,
    customer_account: null,
    metadata: fields.metadata ?? {},
    payment_intent: fields.paymentIntent,
    payment_method: null,
    reason: 'requested_by_customer',
    receipt_number: null,
    source_transfer_reversal: null,
    status: fields.status ?? 'succeeded',
    transfer_reversal: null,
  };
}

export function customer(id: string, email: string, metadata: Record<string, string>) {
  return {
    id,
    object: 'customer',
    balance: 0,
    created: CREATED,
    default_source: null,
    description: null,
    email,
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata,
    shipping: null,
  };
}

export interface PhaseFixture {
  start: number;
  end: number;
  /** Monthly amount in minor units, on the price `price_<amount>`. */
  monthly: number;
  metadata?: Record<string, string>;
}

function phase({ start, end, monthly, metadata }: PhaseFixture) {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: 'chf',
    default_payment_method: null,
    description: null,
    discounts: [],
    end_date: end,
    invoice_settings: null,
    items: [
      {
        billing_thresholds: null,
        discounts: [],
        metadata: null,
        plan: `price_${monthly}`,
        price: `price_${monthly}`,
        quantity: 1,
      },
    ],
    metadata: metadata ?? null,
    on_behalf_of: null,
    proration_behavior: 'create_prorations',
    start_date: start,
    transfer_data: null,
    trial_end: null,
  };
}

export function subscriptionSchedule(fields: {
  id: string;
  customer: string;
  status?: Stripe.SubscriptionSchedule.Status;
  subscription?: string | Record<string, unknown> | null;
  metadata?: Record<string, string>;
  phases: PhaseFixture[];
  /** The card later invoices are charged to; none until Nova keeps the first month's. */
  defaultPaymentMethod?: string | null;
}) {
  return {
    id: fields.id,
    object: 'subscription_schedule',
    application: null,
    billing_mode: { flexible: null, type: 'classic' },
    canceled_at: null as number | null,
    completed_at: null,
    created: CREATED,
    current_phase: null,
    customer: fields.customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: 'charge_automatically',
      default_payment_method: fields.defaultPaymentMethod ?? null,
      description: null,
      invoice_settings: {
        account_tax_ids: null,
        custom_fields: null,
        days_until_due: null,
        description: null,
        footer: null,
        issuer: { type: 'self' },
      },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'cancel',
    livemode: false,
    metadata: fields.metadata ?? {},
    phases: fields.phases.map(phase),
    released_at: null,
    released_subscription: null,
    status: fields.status ?? 'active',
    subscription: fields.subscription ?? null,
    test_clock: null,
  };
}

export function invoice(fields: {
  id: string;
  customer: string;
  amount: number;
  status: Stripe.Invoice.Status;
  paid?: boolean;
  confirmationSecret?: string;
  subscriptionMetadata?: Record<string, string>;
  payments?: Record<string, unknown>[];
}) {
  return {
    id: fields.id,
    object: 'invoice',
    account_country: 'CH',
    account_name: 'Nova',
    account_tax_ids: null,
    amount_due: fields.amount,
    amount_overpaid: 0,
    amount_paid: fields.paid ? fields.amount : 0,
    amount_remaining: fields.paid ? 0 : fields.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    automatic_tax: {
      disabled_reason: null,
      enabled: false,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: 'subscription_create',
    collection_method: 'charge_automatically',
    ...(fields.confirmationSecret
      ? {
          confirmation_secret: { client_secret: fields.confirmationSecret, type: 'payment_intent' },
        }
      : {}),
    created: CREATED,
    currency: 'chf',
    custom_fields: null,
    customer: fields.customer,
    customer_account: null,
    customer_address: null,
    customer_email: null,
    customer_name: null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${fields.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: fields.subscriptionMetadata
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            metadata: fields.subscriptionMetadata,
            subscription: 'sub_stand_in',
          },
        }
      : null,
    payment_settings: {
      default_mandate: null,
      payment_method_options: null,
      payment_method_types: null,
    },
    ...(fields.payments
      ? {
          payments: {
            object: 'list',
            data: fields.payments,
            has_more: false,
            url: '/v1/invoice_payments',
          },
        }
      : {}),
    period_end: CREATED,
    period_start: CREATED,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: fields.status,
    status_transitions: {
      finalized_at: CREATED,
      marked_uncollectible_at: null,
      paid_at: null,
      voided_at: null,
    },
    subtotal: fields.amount,
    subtotal_excluding_tax: fields.amount,
    test_clock: null,
    total: fields.amount,
    total_discount_amounts: [],
    total_excluding_tax: fields.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
}

export function subscription(fields: {
  id: string;
  customer: string;
  schedule: string;
  latestInvoice: string | Record<string, unknown>;
  metadata: Record<string, string>;
}) {
  return {
    id: fields.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: CREATED,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: null,
    collection_method: 'charge_automatically',
    created: CREATED,
    currency: 'chf',
    customer: fields.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [],
      has_more: false,
      url: `/v1/subscription_items?subscription=${fields.id}`,
    },
    latest_invoice: fields.latestInvoice,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: fields.schedule,
    start_date: CREATED,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: null,
    trial_start: null,
  };
}

export function invoicePayment(fields: {
  id: string;
  invoice: string;
  intent: string;
  amount: number;
}) {
  return {
    id: fields.id,
    object: 'invoice_payment',
    amount_paid: fields.amount,
    amount_requested: fields.amount,
    created: CREATED,
    currency: 'chf',
    invoice: fields.invoice,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: fields.intent },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: CREATED },
  };
}
