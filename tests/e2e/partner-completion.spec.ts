// A pair booking in the German market from both sides: the customer pays, the partner opens the link in their own browser, answers the MRI safety questions for themselves and completes their details without paying.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { PartnerPage } from '../pages/partner-page';
import { bookThroughApi, seedSession } from '../pages/payment-booking';
import { CARDS, PaymentPage, SuccessPage } from '../pages/payment-page';
import { type Details, SummaryPage } from '../pages/summary-page';
import { expectNoAxeViolations } from './support';

/** The partner, living in Munich; the phone is German national digits after the market's +49. */
const BEN: Omit<Details, 'email'> = {
  firstName: 'Ben',
  lastName: 'Muster',
  phone: '151 23456789',
  birthDate: { day: '02', month: '11', year: '1978' },
  street: 'Marienplatz 1',
  postalCode: '80331',
  city: 'München',
};

test('en-de: the partner proves the link with their own email, sees the appointment and completes their details with nothing to pay', async ({
  page,
  request,
  browser,
}) => {
  const booked = await bookThroughApi(request, { locale: 'en-de', partner: true });
  await seedSession(page, booked);
  const payment = new PaymentPage(page);
  await payment.open('en-de', booked.id);
  await payment.payWith(CARDS.success);
  await new SuccessPage(page).expectBooked(booked.name);
  const link = await page.getByRole('textbox', { name: 'Link for the second person' }).inputValue();
  // The partner's own token, in the fragment: the link names no reservation id.
  expect(link).toMatch(/\/en-de\/check-up#partner=[A-Za-z0-9_-]{43}$/);
  expect(link).not.toContain(booked.id);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('partner') ?? '';

  // The partner's own browser: no session of the customer's.
  const partnerContext = await browser.newContext();
  const partnerTab = await partnerContext.newPage();
  // Every address the partner's browser sends, to prove no email or token is in one (a fragment
  // is never sent: Playwright reports the navigation's own, which is left out here).
  const requested: string[] = [];
  partnerTab.on('request', (sent) => requested.push(sent.url().replace(/#.*$/, '')));
  await keepIdlePopupAway(partnerTab);
  await partnerTab.goto(link);
  const partner = new PartnerPage(partnerTab);
  await expect(partnerTab.getByRole('heading', { level: 1 })).toHaveText(
    'Complete your details for the joint check-up',
  );

  // The token is taken out of the address at once.
  await expect(partnerTab).not.toHaveURL(/#partner=/);
  // The customer's own address is refused as any other that is not the partner's.
  await partner.verify(booked.email);
  await expect(partner.errorModal).toContainText('Reservation not found');
  await partner.acceptError();
  await expect(partner.appointment).toBeHidden();

  const partnerEmail = `partner.${booked.email}`;
  await partner.verify(partnerEmail);
  await expect(partner.appointment).toContainText('Munich');
  await expect(partner.appointment).toContainText(booked.name);
  const time = new Intl.DateTimeFormat('en-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Zurich',
  }).format(new Date(booked.start));
  await expect(partner.appointment).toContainText(time);
  // Fixed: nothing on the appointment can be changed.
  await expect(partner.appointment.getByRole('button')).toHaveCount(0);
  await expect(partner.appointment.getByRole('link')).toHaveCount(0);

  const details = new SummaryPage(partnerTab);
  await expect(details.field(/Email/)).toHaveValue(partnerEmail);
  await details.fill({ ...BEN, email: partnerEmail });
  // The partner answers the MRI safety questions for themselves (decision 0072): a pacemaker stops
  // their details, says why and whom to call; nothing is sent.
  await details.answerSafety(/pacemaker or an implanted defibrillator/, /^Yes$/);
  const blocked = partnerTab.getByRole('alert').filter({ hasText: 'cannot be booked online' });
  await expect(blocked).toContainText('Your details have not been saved');
  await expect(blocked.getByRole('link', { name: /^Phone: / })).toBeVisible();
  await partner.submitButton.click();
  await expect(blocked).toBeFocused();
  await details.answerSafetyQuestions();
  await expect(blocked).toHaveCount(0);
  await partner.submitButton.click();

  // Success, as for any booking, but with nothing to pay and no link to share.
  const success = new SuccessPage(partnerTab);
  await success.expectBooked(booked.name);
  await expect(success.heading).toHaveText('Thank you, your details are complete');
  await expect(
    partnerTab.getByText('Nothing more is due: the booking has been paid.', { exact: false }),
  ).toBeVisible();
  await expect(partnerTab).toHaveURL(/\/en-de\/success\?/);
  await expect(partnerTab.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(partnerTab.getByLabel('Link for the second person')).toHaveCount(0);
  // react-aria's live announcer still holds the form's last announcements, pointing at fields the
  // success page no longer has; it empties them itself after a few seconds.
  await expect(partnerTab.locator('[data-live-announcer] [aria-labelledby]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expectNoAxeViolations(partnerTab, 'partner success');
  // The appointment's calendar file, proven with the partner's own email.
  const [download] = await Promise.all([
    partnerTab.waitForEvent('download'),
    success.calendarButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${booked.name}.ics`);
  // No address the partner's browser asked for carried an email, the token or the reservation id.
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) {
    expect(url).not.toContain(token);
    expect(url).not.toContain(booked.id);
    expect(decodeURIComponent(url)).not.toContain('@');
  }

  // Opened again later in a new browser, the link says the details are already complete.
  const later = await browser.newContext();
  const laterTab = await later.newPage();
  await keepIdlePopupAway(laterTab);
  await laterTab.goto(link);
  const again = new PartnerPage(laterTab);
  await again.verify(partnerEmail);
  await expect(
    laterTab.getByRole('status').filter({ hasText: 'Thank you, your details are complete' }),
  ).toBeVisible();
  await expect(again.submitButton).toHaveCount(0);
  await later.close();
  await partnerContext.close();
});
