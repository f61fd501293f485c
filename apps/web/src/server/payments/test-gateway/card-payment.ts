// The test gateway's card form submission: the card decides, the same confirmation as Stripe's webhook runs, and the answer says where to go, or why the card was refused.
import 'server-only';
import { type CardErrorId, cardErrorIdOf } from '../../../booking/card-errors';
import { BookingError } from '../../../booking/errors';
import { isLocale } from '../../../booking/locale';
import { testCardPaymentSchema, testRedirectSchema } from '../../../booking/payment-request';
import type { Locale } from '../../../booking/types';
import { type SyncSchema, validatePayload } from '../../../booking/validation';
import { getDatabase } from '../../db/client';
import { isMovePayment } from '../../manage/move-settle';
import { manageReturnUrl, paymentReturnUrl } from '../../site-links';
import { applyPaymentEvent } from '../confirm';
import { testGateway } from '../provider-instance';
import { TestPaymentError } from './gateway';

/**
 * As Stripe's `confirmPayment` with `redirect: 'if_required'`: a refused card stays on the form
 * with its reason (no redirect); a paid one, or one that went through 3-D Secure (paid or then
 * refused), goes on to the return page with what Stripe appends.
 */
export type TestCardAnswer =
  | { status: 'succeeded' | 'requires_action'; redirect: string }
  | { status: 'failed'; reason: CardErrorId | 'payment-failed-or-canceled-by-user' };

/**
 * A test gateway route's body read by its schema, with the gateway: 404 when Stripe is the
 * provider (the test routes do not exist then), 400 naming the fields at fault.
 */
export function readTestGatewayRequest<T>(
  schema: SyncSchema<T>,
  body: unknown,
): { gateway: NonNullable<ReturnType<typeof testGateway>>; value: T } {
  const gateway = testGateway();
  if (gateway === null) throw new BookingError('not-found');
  const parsed = validatePayload(schema, body);
  if (!parsed.ok)
    throw new BookingError(
      'validation-failed',
      parsed.fields.map((field) => field || 'body'),
    );
  return { gateway, value: parsed.value };
}

export async function payWithTestCard({
  body,
  now,
}: {
  body: unknown;
  now: Date;
}): Promise<TestCardAnswer> {
  const { gateway, value } = readTestGatewayRequest(testCardPaymentSchema, body);
  const { paymentIntent, clientSecret, cardNumber, locale } = value;
  if (!isLocale(locale)) throw new BookingError('validation-failed', ['locale']);
  let result: Awaited<ReturnType<typeof gateway.pay>>;
  try {
    result = await gateway.pay({ intentId: paymentIntent, clientSecret, cardNumber });
  } catch (error) {
    if (error instanceof TestPaymentError)
      throw new BookingError('payment-failed-or-canceled-by-user');
    throw error;
  }
  await applyPaymentEvent({ event: result.event, now });
  // A card refused after 3-D Secure comes back by the return address, as from the bank's page.
  if (result.returnParams.redirect_status === 'failed' && !result.authenticated) {
    const reason =
      result.declineCode === null
        ? 'payment-failed-or-canceled-by-user'
        : (cardErrorIdOf({ type: 'card_error', code: result.declineCode }) ?? 'card-declined');
    return { status: 'failed', reason };
  }
  // The return URL Stripe would be given, with what Stripe appends: the return page works the same with either provider.
  // A move's difference returns to the manage page, as Stripe does with the return URL it was given.
  const back = (await isMovePayment(await getDatabase(), paymentIntent))
    ? manageReturnUrl(locale)
    : paymentReturnUrl(locale);
  const redirect = `${back}?${new URLSearchParams(result.returnParams)}`;
  return { status: result.authenticated ? 'requires_action' : 'succeeded', redirect };
}

/**
 * The test gateway's bank page (a redirect method): the customer's approval, refusal or
 * cancellation recorded at the gateway, and the return page to go back to with what Stripe appends.
 * Nothing is confirmed here: the return page confirms, as after TWINT or Klarna.
 */
export async function decideTestRedirect({
  body,
}: {
  body: unknown;
}): Promise<{ redirect: string }> {
  const { gateway, value } = readTestGatewayRequest(testRedirectSchema, body);
  const { paymentIntent, clientSecret, decision, locale } = value;
  if (!isLocale(locale)) throw new BookingError('validation-failed', ['locale']);
  let params: Awaited<ReturnType<typeof gateway.decideRedirect>>;
  try {
    params = await gateway.decideRedirect({ intentId: paymentIntent, clientSecret, decision });
  } catch (error) {
    if (error instanceof TestPaymentError)
      throw new BookingError('payment-failed-or-canceled-by-user');
    throw error;
  }
  return {
    redirect: `${await testReturnUrl(locale, paymentIntent)}?${new URLSearchParams(params)}`,
  };
}

/** Where a test payment returns to: the manage page for a move's difference, else the return page. */
export async function testReturnUrl(locale: Locale, intentId: string): Promise<string> {
  return (await isMovePayment(await getDatabase(), intentId))
    ? manageReturnUrl(locale)
    : paymentReturnUrl(locale);
}
