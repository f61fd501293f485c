// Every Stripe call Nova makes, as the stand-in sees it: the route, the SDK's parameter type and the object it answers with.
// `npm run stripe:schemas` generates a JSON Schema for each named type from the installed `stripe` package.

export interface StripeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path with `{id}` for an object's id. */
  path: string;
  /** The SDK's parameter type (…CreateParams, …RetrieveParams): what Stripe accepts here. */
  request: string;
  /** The SDK's type of the object answered; a list answers `{ object: 'list', data: [...] }` of it. */
  response: string;
  list?: true;
  /** Where in the SDK's declarations (node_modules/stripe/esm/resources/) the types are. */
  resource: string;
}

export const STRIPE_ROUTES: readonly StripeRoute[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    request: 'PaymentIntentCreateParams',
    response: 'PaymentIntent',
    resource: 'PaymentIntents',
  },
  {
    method: 'GET',
    path: '/v1/payment_intents/{id}',
    request: 'PaymentIntentRetrieveParams',
    response: 'PaymentIntent',
    resource: 'PaymentIntents',
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/{id}/confirm',
    request: 'PaymentIntentConfirmParams',
    response: 'PaymentIntent',
    resource: 'PaymentIntents',
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/{id}/cancel',
    request: 'PaymentIntentCancelParams',
    response: 'PaymentIntent',
    resource: 'PaymentIntents',
  },
  {
    method: 'POST',
    path: '/v1/customers',
    request: 'CustomerCreateParams',
    response: 'Customer',
    resource: 'Customers',
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules',
    request: 'SubscriptionScheduleCreateParams',
    response: 'SubscriptionSchedule',
    resource: 'SubscriptionSchedules',
  },
  {
    method: 'GET',
    path: '/v1/subscription_schedules/{id}',
    request: 'SubscriptionScheduleRetrieveParams',
    response: 'SubscriptionSchedule',
    resource: 'SubscriptionSchedules',
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/{id}',
    request: 'SubscriptionScheduleUpdateParams',
    response: 'SubscriptionSchedule',
    resource: 'SubscriptionSchedules',
  },
  {
    method: 'POST',
    path: '/v1/subscription_schedules/{id}/cancel',
    request: 'SubscriptionScheduleCancelParams',
    response: 'SubscriptionSchedule',
    resource: 'SubscriptionSchedules',
  },
  {
    method: 'GET',
    path: '/v1/subscriptions/{id}',
    request: 'SubscriptionRetrieveParams',
    response: 'Subscription',
    resource: 'Subscriptions',
  },
  {
    method: 'POST',
    path: '/v1/invoices/{id}/void',
    request: 'InvoiceVoidInvoiceParams',
    response: 'Invoice',
    resource: 'Invoices',
  },
  {
    method: 'GET',
    path: '/v1/invoice_payments',
    request: 'InvoicePaymentListParams',
    response: 'InvoicePayment',
    list: true,
    resource: 'InvoicePayments',
  },
  {
    method: 'POST',
    path: '/v1/refunds',
    request: 'RefundCreateParams',
    response: 'Refund',
    resource: 'Refunds',
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    request: 'RefundListParams',
    response: 'Refund',
    list: true,
    resource: 'Refunds',
  },
];

/** The route of a request, `{id}` matching one path segment; undefined for a call Nova does not make. */
export function routeOf(method: string, path: string): StripeRoute | undefined {
  return STRIPE_ROUTES.find((route) => {
    if (route.method !== method) return false;
    const pattern = new RegExp(`^${route.path.replace('{id}', '[^/]+')}$`);
    return pattern.test(path);
  });
}
