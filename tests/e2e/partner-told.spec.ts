// Everyone in a pair booking is told (issue 39): the customer cancels from the manage page, the partner gets their own cancellation email, and the partner's link says the booking is cancelled instead of "Reservation not found".
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { MailboxPage } from '../pages/mailbox-page';
import { PartnerPage } from '../pages/partner-page';
import { bookThroughApi, seedSession } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { expectNoAxeViolations } from './support';

/** Messages arrive by themselves within seconds (mailbox.spec.ts); a loaded machine gets a margin. */
const DELIVERED_WITHIN_MS = 15_000;

test('en-ch: the booker cancels a pair booking; the partner is emailed and their link says it is cancelled', async ({
  page,
  request,
  browser,
}) => {
  await keepIdlePopupAway(page);
  const booked = await bookThroughApi(request, { locale: 'en-ch', partner: true });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('en-ch', booked.id);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  const link = await page.getByRole('textbox', { name: 'Link for the second person' }).inputValue();
  const partnerEmail = `partner.${booked.email}`;

  // The booker cancels from the manage link.
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: /^Yes, cancel and refund/ }).click();
  await expect(page.getByRole('heading', { name: 'This booking is cancelled' })).toBeVisible();

  // The partner's own cancellation email, naming who cancelled and no amount.
  const mailbox = new MailboxPage(page);
  const toPartner = () => mailbox.messagesTo(partnerEmail).filter({ hasText: /is cancelled/ });
  await expect(async () => {
    await mailbox.open();
    await expect(toPartner()).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: DELIVERED_WITHIN_MS, intervals: [250, 500, 1000] });
  await toPartner().getByRole('link').click();
  await expect(
    mailbox.message.getByText(/has cancelled the check-up booked for the two of you/),
  ).toBeVisible();
  await expect(mailbox.message.getByText(/CHF/)).toHaveCount(0);

  // The partner's link, in their own browser, says so in words.
  const partnerContext = await browser.newContext();
  const partnerTab = await partnerContext.newPage();
  await keepIdlePopupAway(partnerTab);
  await partnerTab.goto(link);
  const partner = new PartnerPage(partnerTab);
  await partner.verify(partnerEmail);
  await expect(
    partnerTab.getByRole('status').filter({ hasText: 'This check-up has been cancelled' }),
  ).toBeVisible();
  await expect(partner.errorModal).toHaveCount(0);
  await expect(partnerTab.getByText(/Reservation not found|Something went wrong/)).toHaveCount(0);
  await expect(partner.submitButton).toHaveCount(0);
  await expectNoAxeViolations(partnerTab, 'the partner’s link to a cancelled booking');
  await partnerContext.close();
});
