/** @jest-environment jsdom */
// The summary page before the cart has read the address: its heading from the first render (what the prerendered HTML shows), kept while the browser's guard sends a visitor without a time back.
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_CANCELLATION_POLICY } from '@/booking/cancellation-policy';
import { consentTexts, wholeBodyScanWithBloodTest, zurichBellevue } from '@/booking/test-fixtures';
import { checkupView, locationView } from '../step-views';
import { router } from '../test-support/navigation';
import { renderWithCart } from '../test-support/render';
import { SummaryPage } from './summary-page';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const page = (
  <SummaryPage
    locale="en-ch"
    checkups={[checkupView(wholeBodyScanWithBloodTest, 'en')]}
    services={[]}
    locations={[locationView(zurichBellevue, 'en')]}
    consent={consentTexts}
    cancellationPolicy={DEFAULT_CANCELLATION_POLICY}
    screeningQuestions={[]}
    clinicContact={{ phone: '+41 44 505 12 00', email: 'support@novahealth.ch' }}
  />
);

describe('the summary page before its selection is known', () => {
  it('shows its heading at once, and the guard then sends a visitor without a time to the time slot step', async () => {
    const selection = 'checkup=whole_body_scan_with_blood_test&location=zurich_bellevue';
    renderWithCart(page, { url: `/en-ch/summary?${selection}` });
    // The first render, before the cart has read the address: the heading, not an empty page.
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your booking' })).toBeNull();
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith(`/en-ch/timeslot?${selection}`),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible();
  });
});
