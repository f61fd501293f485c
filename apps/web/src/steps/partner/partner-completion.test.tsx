/** @jest-environment jsdom */
// The partner's details form: their own consent before anything is sent, and the server's refusal to overwrite details stored before (the modal explains, the page shows them complete).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkupsOffered } from '@/booking/offer';
import type { ScreeningQuestion } from '@/booking/screening';
import { catalogue, consentTexts } from '@/booking/test-fixtures';
import { catalogueView, servicesNamedBy } from '../step-views';
import { screeningView } from '../summary/screening-view';
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

const text = (en: string) => ({ en, de: en, fr: en });
const pacemaker: ScreeningQuestion = {
  key: 'pacemaker',
  order: 1,
  question: text('Do you have a pacemaker?'),
  help: null,
  checkupSlugs: [reservation.checkupSlug],
  answers: [
    { value: 'no', label: text('No'), outcome: 'fine', reason: null },
    {
      value: 'yes',
      label: text('Yes'),
      outcome: 'blocked',
      reason: text('The magnetic field can disturb your device.'),
    },
  ],
};
const CONTACT = { phone: '+41 44 505 12 00', email: 'hello@novahealth.ch' };

function renderCompletion(
  copy: Record<string, string> = {},
  shown = reservation,
  questions: ScreeningQuestion[] = [],
) {
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
      screeningQuestions={screeningView(questions, 'en')}
      clinicContact={CONTACT}
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
  // The details' rules load after the form is drawn: the press waits for them.
  await waitFor(() =>
    expect(healthBox()).toHaveAccessibleDescription('Consent to health data needed.'),
  );
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

describe('the partner’s own safety answers', () => {
  const pacemakerGroup = () => screen.getByRole('group', { name: 'Do you have a pacemaker?' });
  const choose = (answer: 'Yes' | 'No') =>
    fireEvent.click(within(pacemakerGroup()).getByRole('radio', { name: answer }));

  it('are asked for the pair’s check-up and sent with the details, in the body only', async () => {
    const fetcher = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ reservation: { name: 'NOVA-7K2Q9M' } }),
    }));
    globalThis.fetch = fetcher as unknown as typeof fetch;
    renderCompletion({}, reservation, [pacemaker]);
    await screen.findByRole('button', { name: 'Confirm my details' });
    fireEvent.click(termsBox());
    fireEvent.click(healthBox());
    choose('No');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my details' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const [url, init] = (fetcher.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).reservationData.screening).toEqual({
      customer: { pacemaker: 'no' },
      partner: null,
    });
    expect(url).not.toContain('pacemaker');
  });

  it('that cannot be booked online say why and whom to call, and send nothing', async () => {
    const fetcher = jest.fn();
    globalThis.fetch = fetcher as unknown as typeof fetch;
    renderCompletion({}, reservation, [pacemaker]);
    await screen.findByRole('button', { name: 'Confirm my details' });
    fireEvent.click(termsBox());
    fireEvent.click(healthBox());
    choose('Yes');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The magnetic field can disturb your device.');
    expect(alert).toHaveTextContent('Your details have not been saved');
    expect(within(alert).getByRole('link', { name: `Phone: ${CONTACT.phone}` })).toHaveAttribute(
      'href',
      'tel:+41445051200',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my details' }));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(fetcher).not.toHaveBeenCalled();
  });
});
