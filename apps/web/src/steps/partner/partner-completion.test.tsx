/** @jest-environment jsdom */
// The partner's details form: their own consent before anything is sent, and the server's refusal to overwrite details stored before (the modal explains, the page shows them complete).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkupsOffered } from '@/booking/offer';
import { catalogue, consentTexts } from '@/booking/test-fixtures';
import { catalogueView, servicesNamedBy } from '../step-views';
import { renderWithCart } from '../test-support/render';
import { PartnerCompletion } from './partner-completion';
import { PARTNER_TOKEN, pairReservation } from './test-fixtures';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
// The form's own rules have their tests; here every field counts as filled in.
jest.mock('../summary/use-details-validation', () => ({
  useDetailsValidation: () => ({
    isValid: true,
    attempt: () => true,
    customerErrorOf: () => null,
    touchCustomer: () => undefined,
  }),
}));

const reservation = pairReservation;
const view = catalogueView(
  {
    checkups: checkupsOffered(catalogue, 'ch'),
    services: catalogue.services,
    locations: catalogue.locations,
  },
  'en',
);

function renderCompletion(copy: Record<string, string> = {}, shown = reservation) {
  return renderWithCart(
    <PartnerCompletion
      locale="en-ch"
      market="ch"
      checkups={view.checkups}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
      reservation={shown}
      token={PARTNER_TOKEN}
      email="ben@example.ch"
      consent={consentTexts}
    />,
    { url: '/en-ch/check-up?partner=true', copy },
  );
}

const termsBox = () => screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
const healthBox = () => screen.getByRole('checkbox', { name: /processing my health data/ });

it('asks the partner for their own consent and sends it with their details', async () => {
  const fetcher = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ reservation: { name: 'NOVA-7K2Q9M' } }),
  }));
  globalThis.fetch = fetcher as unknown as typeof fetch;
  renderCompletion({ 'summary.consent.healthDataRequired': 'Consent to health data needed.' });
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my details' }));
  expect(healthBox()).toHaveAccessibleDescription('Consent to health data needed.');
  expect(termsBox()).toHaveFocus();
  expect(fetcher).not.toHaveBeenCalled();

  fireEvent.click(termsBox());
  fireEvent.click(healthBox());
  fireEvent.click(screen.getByRole('button', { name: 'Confirm my details' }));
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  const [, init] = (fetcher.mock.calls[0] ?? []) as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body)).reservationData.consent).toEqual({
    version: consentTexts.version,
    terms: true,
    healthData: true,
  });
});

it('shows the refusal to overwrite stored details in the error modal, then the details as complete', async () => {
  const fetcher = jest.fn(async () => ({
    ok: false,
    status: 409,
    json: async () => ({ error: 'partner-already-completed' }),
  }));
  globalThis.fetch = fetcher as unknown as typeof fetch;
  renderCompletion({
    'errors.partner-already-completed': 'Your details have already been completed.',
    'partner.doneTitle': 'Thank you, your details are complete',
  });
  await screen.findByRole('button', { name: 'Confirm my details' });
  fireEvent.click(termsBox());
  fireEvent.click(healthBox());
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my details' }));
  const modal = await screen.findByRole('alertdialog');
  expect(within(modal).getByText('Your details have already been completed.')).toBeVisible();
  fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you, your details are complete',
  );
  expect(screen.queryByRole('button', { name: 'Confirm my details' })).not.toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});

it('says in words that the booking was cancelled, and offers nothing to complete', async () => {
  renderCompletion({}, { ...reservation, cancelled: true });
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('This check-up has been cancelled');
  expect(notice).toHaveTextContent('there is nothing for you to complete or pay');
  expect(screen.queryByRole('button', { name: 'Confirm my details' })).not.toBeInTheDocument();
  expect(screen.queryByText(/went wrong|not found/i)).not.toBeInTheDocument();
});

it('says the appointment was moved, above its new time, and still takes the partner’s details', async () => {
  renderCompletion({}, { ...reservation, moved: true });
  expect(await screen.findByRole('status')).toHaveTextContent('This appointment has been moved');
  expect(screen.getByRole('button', { name: 'Confirm my details' })).toBeInTheDocument();
});
