// The audit's payment and success pages as the real flow reaches them: a reservation, the session cart it leaves, the address the app builds;
// and the links a paid pair booking's emails carry, to the manage page and to the partner's page.
import { request } from '@playwright/test';
import type { StepSlug } from '../apps/web/src/booking/guards';
import { isLocale } from '../apps/web/src/booking/locale';
import { todayInZurich } from '../apps/web/src/booking/time';
import type { StartedPayment } from '../apps/web/src/client-api/payment';
import { buildStepHref } from '../apps/web/src/steps/cart/cart-query';
import { sanitiseCart } from '../apps/web/src/steps/cart/cart-sanitise';
import { CART_STORAGE_KEY } from '../apps/web/src/steps/cart/cart-storage';
import { type Booked, bookThroughApi, cartAfterSummary } from '../tests/pages/payment-booking';
import { CARDS } from '../tests/pages/payment-page';

/** A step's address, the sessionStorage a visitor arriving there has, and the reservation's number. */
export interface SeededPage {
  path: string;
  session: Record<string, string>;
  reservationName: string;
}

type StoredCart = ReturnType<typeof cartAfterSummary> & { isPaymentSuccess?: boolean };

/** The address the app itself builds for a step from this cart, as its own navigation does. */
function seeded(booked: Booked, step: StepSlug, cart: StoredCart): SeededPage {
  if (!isLocale(booked.locale)) throw new Error(`unknown locale ${booked.locale}`);
  const known = { checkups: [booked.checkup], services: [], locations: [booked.location] };
  return {
    path: buildStepHref(booked.locale, step, sanitiseCart(cart, known), todayInZurich(new Date())),
    session: { [CART_STORAGE_KEY]: JSON.stringify(cart) },
    reservationName: booked.name,
  };
}

/** Pays the reservation as the payment step's test card form does, with the card that succeeds. */
async function payWithTestCard(
  api: Awaited<ReturnType<typeof request.newContext>>,
  base: string,
  booked: Booked,
): Promise<void> {
  const started = await api.post('/api/payment/create-intent', {
    data: {
      reservationId: booked.id,
      email: booked.email,
      url: `${base}/${booked.locale}/payment`,
      installmentMonths: 0,
    },
  });
  if (!started.ok()) throw new Error(`starting the payment failed: ${await started.text()}`);
  const payment = (await started.json()) as StartedPayment;
  const paid = await api.post('/api/payment/test-gateway/pay', {
    data: {
      paymentIntent: payment.intentId,
      clientSecret: payment.clientSecret,
      cardNumber: CARDS.success,
      locale: booked.locale,
    },
  });
  const answer = (await paid.json()) as { status?: string };
  if (answer.status !== 'succeeded') {
    throw new Error(`the test gateway did not take the payment: ${JSON.stringify(answer)}`);
  }
}

/** The payment step right after the summary, and the success step right after the payment's return page. */
export async function paymentAndSuccess(
  base: string,
  locale: string,
): Promise<{ payment: SeededPage; success: SeededPage }> {
  const api = await request.newContext({ baseURL: base });
  try {
    const pending = await bookThroughApi(api, { locale });
    const booked = await bookThroughApi(api, { locale });
    await payWithTestCard(api, base, booked);
    const atPayment = cartAfterSummary(booked);
    // The payment step marks itself visited; the return page then records the payment (payment-return.tsx).
    const paid: StoredCart = {
      ...atPayment,
      visitedSteps: [...atPayment.visitedSteps, 'payment'],
      isReservationSuccess: true,
      isPaymentSuccess: true,
    };
    return {
      payment: seeded(pending, 'payment', cartAfterSummary(pending)),
      success: seeded(booked, 'success', paid),
    };
  } finally {
    await api.dispose();
  }
}

/** A link as an email carries it, from the path on (the token in its fragment), and the booking it opens. */
export interface EmailedLink {
  path: string;
  reservationName: string;
}

/**
 * The manage link and the partner's link of a paid pair booking, from the route the success page
 * asks (`/api/booking/link`): the same kinds of link, with fresh tokens, that the emails carry.
 */
export async function emailedLinks(
  base: string,
  locale: string,
): Promise<{ manage: EmailedLink; partner: EmailedLink }> {
  const api = await request.newContext({ baseURL: base });
  try {
    const booked = await bookThroughApi(api, { locale, partner: true });
    await payWithTestCard(api, base, booked);
    const answer = await api.post('/api/booking/link', {
      data: { reservationId: booked.id, email: booked.email },
    });
    if (!answer.ok())
      throw new Error(`asking for the booking's links failed: ${await answer.text()}`);
    const links = (await answer.json()) as { url: string; partnerUrl?: string };
    if (links.partnerUrl === undefined)
      throw new Error('a pair booking came without a partner link');
    // The links name the site's own origin (NOVA_SITE_URL); the audit asks its own server.
    const pathOf = (url: string) => {
      const { pathname, search, hash } = new URL(url);
      return `${pathname}${search}${hash}`;
    };
    return {
      manage: { path: pathOf(links.url), reservationName: booked.name },
      partner: { path: pathOf(links.partnerUrl), reservationName: booked.name },
    };
  } finally {
    await api.dispose();
  }
}
