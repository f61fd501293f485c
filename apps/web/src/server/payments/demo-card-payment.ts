// The test gateway's card form submission: the card decides, the same confirmation as Stripe's webhook runs, and the answer says where to go.
import 'server-only';
import { BookingError } from '../../booking/errors';
import { isLocale } from '../../booking/locale';
import { testCardPaymentSchema } from '../../booking/payment-request';
import { validatePayload } from '../../booking/validation';
import { paymentReturnUrl } from '../site-links';
import { applyPaymentEvent } from './confirm';
import { TestPaymentError } from './demo-gateway';
import { testGateway } from './provider-instance';

export async function payWithTestCard({ body, now }: { body: unknown; now: Date }) {
  const gateway = testGateway();
  if (gateway === null) throw new BookingError('not-found');
  const parsed = validatePayload(testCardPaymentSchema, body);
  if (!parsed.ok)
    throw new BookingError(
      'validation-failed',
      parsed.fields.map((field) => field || 'body'),
    );
  const { paymentIntent, clientSecret, cardNumber, locale } = parsed.value;
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
  // The return URL Stripe would be given, with what Stripe appends: the return page works the same with either provider.
  const redirect = `${paymentReturnUrl(locale)}?${new URLSearchParams(result.returnParams)}`;
  return { status: result.returnParams.redirect_status, redirect };
}
