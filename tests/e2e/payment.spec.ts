// Paying in the browser with the test gateway: in full, in instalments, a downpayment, each refused card, and the pay-later link.
import { expect, test } from '@playwright/test';
import { bookThroughApi, openPaymentAfterSummary } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { SERVERS } from './servers';

const IN_FULL = [
  {
    locale: 'en-ch',
    dueNow: /CHF\s2’490\.00/,
    clinic: 'Zurich Bellevue',
    held: /^We hold this time for you until \d\d:\d\d\.$/,
  },
  {
    locale: 'de-de',
    dueNow: /2\.490,00\s€/,
    clinic: 'München',
    held: /^Wir halten diesen Termin bis \d\d:\d\d Uhr für Sie frei\.$/,
  },
];

for (const market of IN_FULL) {
  test(`${market.locale}: pays a booking in full with 4242 and ends on success`, async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, { locale: market.locale });
    const payment = await openPaymentAfterSummary(page, booked);
    await expect(page.getByText(/^(TEST MODE|TESTMODUS)$/)).toBeVisible();
    await expect(payment.dueNow).toHaveText(market.dueNow);
    await expect(page.getByText(market.held)).toBeVisible();
    // A card paid without leaving the page is confirmed on it: the return page is for redirects.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await payment.payWith(CARDS.success);
    const success = new SuccessPage(page);
    await success.expectBooked(booked.name);
    expect(visited.filter((path) => path.endsWith('/payment-return'))).toEqual([]);
    await expect(page.getByText(market.clinic, { exact: false }).first()).toBeVisible();
    // Paid for good: a pay-later lookup now answers the booking as confirmed (its page shows it
    // as booked), and starting a payment for it is refused.
    const lookup = await request.post('/api/reservation/fetch-unpaid', {
      data: { id: booked.id, email: booked.email },
    });
    expect(await lookup.json()).toMatchObject({
      reservation: { name: booked.name, status: 'confirmed' },
    });
  });
}

const TWELVE_MONTHS = [
  // 2490 in 12: 207.50 each month.
  {
    locale: 'de-ch',
    dueNow: /CHF\s207\.50/,
    later: /danach 11 Monatsraten à CHF\s207\.50/,
    pay: /CHF\s207\.50 bezahlen/,
  },
  {
    locale: 'en-de',
    dueNow: /€207\.50/,
    later: /then 11 monthly payments of €207\.50/,
    pay: /Pay €207\.50/,
  },
];

for (const market of TWELVE_MONTHS) {
  test(`${market.locale}: pays the first of twelve monthly instalments`, async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, {
      locale: market.locale,
      installmentMonths: 12,
    });
    const payment = await openPaymentAfterSummary(page, booked);
    await expect(payment.dueNow).toHaveText(market.dueNow);
    await expect(page.getByTestId('price-schedule')).toHaveText(market.later);
    await expect(payment.payButton).toHaveText(market.pay);
    await payment.payWith(CARDS.success);
    await new SuccessPage(page).expectBooked(booked.name);
  });
}

const DOWNPAYMENT = [
  // CHF 6990 in all: 6490 at the clinic.
  {
    locale: 'fr-ch',
    server: SERVERS.seed,
    dueNow: /^500\.00\sCHF$/,
    atClinic: /6’490\.00\sCHF/,
    clinic: 'Zurich Bellevue',
  },
  // The seed sells Nova Premium in Switzerland only; the variant sells it in Germany too, for €6990.
  {
    locale: 'de-de',
    server: SERVERS.premiumInGermany,
    dueNow: /^500,00\s€$/,
    atClinic: /6\.490,00\s€/,
    clinic: 'München',
  },
];

for (const market of DOWNPAYMENT) {
  test.describe(() => {
    test.use({ baseURL: market.server.url });

    test(`${market.locale}: pays the downpayment of a premium check-up and leaves the rest for the clinic`, async ({
      page,
      request,
    }) => {
      const booked = await bookThroughApi(request, {
        locale: market.locale,
        checkup: 'nova_premium',
      });
      const payment = await openPaymentAfterSummary(page, booked);
      await expect(payment.dueNow).toHaveText(market.dueNow);
      await expect(payment.dueAtClinic).toContainText(market.atClinic);
      await payment.payWith(CARDS.success);
      await new SuccessPage(page).expectBooked(booked.name);
      await expect(page.getByText(market.clinic, { exact: false }).first()).toBeVisible();
    });
  });
}

const REFUSALS = [
  {
    locale: 'en-ch',
    card: CARDS.declined,
    reason: 'Your card was declined. Please try another card.',
  },
  {
    locale: 'de-de',
    card: CARDS.insufficientFunds,
    reason:
      'Ihre Karte ist nicht ausreichend gedeckt. Bitte versuchen Sie es mit einer anderen Karte.',
  },
  {
    locale: 'fr-ch',
    card: CARDS.expired,
    reason: 'Votre carte a expiré. Veuillez utiliser une autre carte.',
  },
  {
    locale: 'en-de',
    card: CARDS.incorrectCvc,
    reason: 'The security code (CVC) is incorrect. Please check it and try again.',
  },
  {
    locale: 'de-ch',
    card: CARDS.processingError,
    reason:
      'Ihre Karte konnte nicht verarbeitet werden. Bitte versuchen Sie es gleich noch einmal.',
  },
];

for (const market of REFUSALS) {
  test(`${market.locale}: keeps a refused card (${market.card}) on the form with its reason, and another card pays`, async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, { locale: market.locale });
    const payment = await openPaymentAfterSummary(page, booked);
    await payment.payWith(market.card);
    await payment.expectRefused(market.reason);
    await expect(page).toHaveURL(new RegExp(`/${market.locale}/payment\\?`));
    await expect(payment.errorModal).toBeHidden();
    await expect(
      page.getByText(/Payment failed|Zahlung fehlgeschlagen|Le paiement a échoué/),
    ).toHaveCount(0);
    await payment.payWith(CARDS.success);
    await new SuccessPage(page).expectBooked(booked.name);
  });
}

test('a card that asks for 3-D Secure comes back through the return page, in the frame, showing the booking', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  // The return page is held while it confirms, to see what it shows meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/payment/confirm', async (route) => {
    await held;
    await route.continue();
  });
  await payment.payWith(CARDS.threeDSecure);
  await page.waitForURL(/\/en-ch\/payment-return/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirming your payment…' }),
  ).toBeVisible();
  // The return page has no layout around it (the specification): no step indicator, no footer.
  await expect(page.getByRole('navigation', { name: 'Booking steps' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  const recap = page.getByRole('region', { name: 'Your appointment' });
  await expect(recap).toContainText('Zurich Bellevue');
  await expect(recap).toContainText(booked.name);
  await expect(recap).toContainText(/\d\d:\d\d – \d\d:\d\d/);
  release();
  await new SuccessPage(page).expectBooked(booked.name);
});

test('a card refused after 3-D Secure comes back to a return page that names the reason and leads back to payment', async ({
  page,
  request,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-ch' });
  const payment = await openPaymentAfterSummary(page, booked);
  await payment.payWith(CARDS.threeDSecureThenInsufficientFunds);
  await page.waitForURL(/\/en-ch\/payment-return/);
  await expect(page.getByRole('heading', { name: 'Your payment was not completed' })).toBeVisible();
  // The bank's reason, said once, not the generic failure.
  await expect(page.getByRole('alert').filter({ hasText: 'insufficient funds' })).toHaveText(
    'Your card has insufficient funds. Please try another card.',
  );
  await expect(page.getByText(/Payment failed/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to payment' }).click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?/);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
});

const PAY_LATER = [
  {
    locale: 'de-de',
    // A wrong email is answered as an unknown reservation is, so asking confirms nothing.
    notFound: 'Reservierung nicht gefunden',
    dueNow: /2\.490,00\s€/,
  },
  {
    locale: 'fr-ch',
    notFound: 'Réservation introuvable',
    dueNow: /2’490\.00\sCHF/,
  },
];

for (const market of PAY_LATER) {
  test(`${market.locale}: the pay-later link asks for the booking’s email, refuses another, and pays with the right one`, async ({
    browser,
    request,
  }) => {
    const booked = await bookThroughApi(request, { locale: market.locale });
    // A new browser: no session, no cart, only the link from the email.
    const context = await browser.newContext();
    const page = await context.newPage();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const payment = new PaymentPage(page);
    await payment.open(market.locale, booked.id);
    await payment.confirmEmail('jemand@example.ch');
    await expect(payment.errorModal).toContainText(market.notFound);
    await payment.acceptError();
    await payment.confirmEmail(booked.email.toUpperCase());
    await expect(payment.dueNow).toHaveText(market.dueNow);
    await payment.payWith(CARDS.success);
    await new SuccessPage(page).expectBooked(booked.name);
    expect(addresses.join('\n')).not.toContain('example.ch');
    // Only the provider's own redirect carries the client secret; the return page removes it at once.
    for (const address of addresses.filter((url) => url.includes('secret'))) {
      expect(address).toContain(`/${market.locale}/payment-return?payment_intent=`);
    }
    expect(page.url()).not.toContain('secret');

    // Paid: the link now shows the booking as booked, not an error.
    const again = await context.newPage();
    const later = new PaymentPage(again);
    await later.open(market.locale, booked.id);
    await later.confirmEmail(booked.email);
    await new SuccessPage(again).expectBooked(booked.name);
    await expect(later.errorModal).toHaveCount(0);
    await context.close();
  });
}
