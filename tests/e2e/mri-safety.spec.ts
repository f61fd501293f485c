// MRI safety before paying (issue 40): a customer with a pacemaker cannot reach payment, is told why and whom to call, and keeps the selection; answering "No" goes on to payment.
import { expect, test } from '@playwright/test';
import { keepIdlePopupAway } from '../pages/booking-api';
import { ANNA, SummaryPage } from '../pages/summary-page';
import { TimeslotPage } from '../pages/timeslot-page';

const ZURICH = {
  checkup: 'whole_body_scan_with_blood_test',
  location: 'zurich_bellevue',
  locale: 'en-ch',
};

test.beforeEach(async ({ page }) => {
  await keepIdlePopupAway(page);
});

test('a pacemaker stops the booking before payment with the clinic’s contact; the selection is kept', async ({
  page,
  request,
}) => {
  const timeslot = new TimeslotPage(page);
  await timeslot.open(ZURICH.locale, { checkup: ZURICH.checkup, location: ZURICH.location });
  await timeslot.continueWithSomeFreeStart(request, ZURICH);
  await expect(page).toHaveURL(/\/en-ch\/summary\?/);
  const summary = new SummaryPage(page);
  await expect(page.getByRole('heading', { name: 'Safety questions for the MRI' })).toBeVisible();
  await summary.fill(ANNA);
  await summary.answerSafety(/pacemaker or an implanted defibrillator/, /^Yes$/);

  const alert = page.getByRole('alert').filter({ hasText: 'cannot be booked online' });
  await expect(alert).toContainText('The MRI’s magnetic field can disturb a pacemaker');
  // Zurich Bellevue's own contact (content: the location's "Clinic contact").
  await expect(alert.getByRole('link', { name: 'Phone: +41 44 505 12 10' })).toHaveAttribute(
    'href',
    'tel:+41445051210',
  );
  await expect(alert.getByRole('link', { name: 'Email: zurich@novahealth.ch' })).toBeVisible();
  const summaryUrl = page.url();
  await summary.reserveButton.click();
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(summaryUrl);
  // No answer travels in the address.
  expect(page.url()).not.toMatch(/pacemaker|screening/);

  // Answering "No" (after speaking with the clinic, say): the same selection goes on to payment.
  await summary.answerSafety(/pacemaker or an implanted defibrillator/, /^No$/);
  await expect(alert).toHaveCount(0);
  await summary.reserveButton.click();
  await expect(page).toHaveURL(/\/en-ch\/payment\?.*reservationId=[0-9a-f-]{36}/);
  expect(page.url()).not.toMatch(/pacemaker|screening/);
});
