/** @jest-environment jsdom */
// The MRI safety questions on the summary: the customer answers for themselves (a pair's partner on their own link), an unanswered question stops Reserve with its error, and a pacemaker stops it before any request, with why and whom to call.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ScreeningQuestion } from '@/booking/screening';
import { mockFetch } from '@/client/test-support/mock-fetch';
import { screeningView } from './screening-view';
import { CLINIC_CONTACT, priceWith, SummaryHarness, validCustomer } from './test-harness';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: jest.requireActual('../test-support/next-link').default,
}));

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
});

const text = (en: string) => ({ en, de: en, fr: en });
const yesNo = (key: string, order: number, question: string, yes: 'attention' | 'blocked') => ({
  key,
  order,
  question: text(question),
  help: null,
  checkupSlugs: ['whole_body_scan_with_blood_test'],
  answers: [
    { value: 'no', label: text('No'), outcome: 'fine' as const, reason: null },
    {
      value: 'yes',
      label: text('Yes'),
      outcome: yes,
      reason: yes === 'blocked' ? text('The magnetic field can disturb your device.') : null,
    },
  ],
});
const questions: ScreeningQuestion[] = [
  yesNo('pacemaker', 1, 'Do you have a pacemaker?', 'blocked'),
  yesNo('claustrophobia', 2, 'Are you afraid of confined spaces?', 'attention'),
];
const views = screeningView(questions, 'en');

const api = (create: () => { status: number; body: unknown } = created) =>
  mockFetch({
    '/api/payment/fetch-data': priceWith(),
    '/api/reservation/fetch-end-date': () => ({
      body: { timeSlotEnd: '2025-04-22T10:30:00+02:00', totalDuration: 90 },
    }),
    '/api/reservation/create': create,
    '/api/log': () => ({ status: 204, body: {} }),
  });

function created() {
  return { status: 201, body: { reservation: { id: 'r-1', name: 'AB12' } } };
}

async function ready() {
  await screen.findByTestId('price-total');
  await waitFor(() => expect(document.querySelector('[data-form] input')).not.toBeNull());
}

const group = (name: string) => screen.getByRole('group', { name });
const choose = (question: string, answer: 'Yes' | 'No', person = 'Your answers') =>
  fireEvent.click(
    within(within(group(person)).getByRole('group', { name: question })).getByRole('radio', {
      name: answer,
    }),
  );
const reserve = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Reserve/ }));
  });
function giveConsent() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /processing my health data/ }));
}

describe('the safety questions on the summary', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en-ch/summary'));

  it('asks each question as a group of radios under its legend', async () => {
    api();
    render(<SummaryHarness customer={validCustomer} screeningQuestions={views} />);
    await ready();
    expect(screen.getByRole('heading', { name: 'Safety questions for the MRI' })).toBeVisible();
    const pacemaker = within(group('Your answers')).getByRole('group', {
      name: 'Do you have a pacemaker?',
    });
    expect(
      within(pacemaker)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['no', 'yes']);
    expect(screen.queryByRole('group', { name: /second person/ })).toBeNull();
  });

  it('stops Reserve at an unanswered question: its error is read with it and it takes the focus', async () => {
    const calls = api();
    render(<SummaryHarness customer={validCustomer} screeningQuestions={views} />);
    await ready();
    giveConsent();
    choose('Do you have a pacemaker?', 'No');
    await reserve();
    const radio = within(group('Are you afraid of confined spaces?')).getByRole('radio', {
      name: 'No',
    });
    await waitFor(() => expect(radio).toHaveFocus());
    expect(group('Are you afraid of confined spaces?')).toHaveAccessibleDescription(
      'Please choose an answer.',
    );
    expect(calls.callsTo('/api/reservation/create')).toHaveLength(0);
  });

  it('with a pacemaker, says why, offers the clinic’s phone and email, and sends nothing', async () => {
    const calls = api();
    render(<SummaryHarness customer={validCustomer} screeningQuestions={views} />);
    await ready();
    giveConsent();
    choose('Do you have a pacemaker?', 'Yes');
    choose('Are you afraid of confined spaces?', 'No');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This check-up cannot be booked online for you');
    expect(alert).toHaveTextContent('The magnetic field can disturb your device.');
    expect(
      within(alert).getByRole('link', { name: `Phone: ${CLINIC_CONTACT.phone}` }),
    ).toHaveAttribute('href', 'tel:+41445051200');
    expect(
      within(alert).getByRole('link', { name: `Email: ${CLINIC_CONTACT.email}` }),
    ).toHaveAttribute('href', `mailto:${CLINIC_CONTACT.email}`);
    await reserve();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls.callsTo('/api/reservation/create')).toHaveLength(0);
    // Answering again clears it: the selection and the details were kept all along.
    choose('Do you have a pacemaker?', 'No');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('offers the booked clinic’s own phone and email where content has them', async () => {
    api();
    const zurich = { phone: '+41 44 505 12 10', email: 'zurich@novahealth.ch' };
    render(
      <SummaryHarness
        customer={validCustomer}
        screeningQuestions={views}
        clinicContacts={{ zurich_bellevue: zurich, bern: CLINIC_CONTACT }}
      />,
    );
    await ready();
    choose('Do you have a pacemaker?', 'Yes');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: `Phone: ${zurich.phone}` })).toHaveAttribute(
      'href',
      'tel:+41445051210',
    );
    expect(within(alert).getByRole('link', { name: `Email: ${zurich.email}` })).toHaveAttribute(
      'href',
      'mailto:zurich@novahealth.ch',
    );
  });

  it('sends each answer with the reservation, and tells an attention answer to mention it at the clinic', async () => {
    const calls = api();
    render(<SummaryHarness customer={validCustomer} screeningQuestions={views} />);
    await ready();
    giveConsent();
    choose('Do you have a pacemaker?', 'No');
    choose('Are you afraid of confined spaces?', 'Yes');
    expect(group('Are you afraid of confined spaces?')).toHaveAccessibleDescription(
      'Please tell the team at the clinic about this answer when you arrive.',
    );
    await reserve();
    await waitFor(() => expect(calls.callsTo('/api/reservation/create')).toHaveLength(1));
    const body = JSON.parse(String(calls.callsTo('/api/reservation/create')[0]?.init?.body));
    expect(body.reservationData.screening).toEqual({
      customer: { pacemaker: 'no', claustrophobia: 'yes' },
      partner: null,
    });
    // Nowhere else: not in the page's address, nor in what the session keeps.
    expect(window.location.href).not.toContain('pacemaker');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('claustrophobia');
    // Nor in anything analytics is given.
    const { dataLayer } = window as unknown as { dataLayer?: unknown[] };
    expect(JSON.stringify(dataLayer ?? [])).not.toMatch(/pacemaker|claustrophobia|screening/);
  });

  it('asks only the customer of a pair, and says the second person answers on their own link', async () => {
    api();
    render(
      <SummaryHarness
        customer={validCustomer}
        booking={{ isPartnerBooking: true }}
        screeningQuestions={views}
      />,
    );
    await ready();
    expect(
      screen.getByText(
        'The second person answers these questions themselves when they complete their details with their own link.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('group', { name: 'Do you have a pacemaker?' })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /Answers of the second person/ })).toBeNull();
  });

  it('shows the server’s own refusal (content changed meanwhile), and reports nothing of it to the log', async () => {
    const calls = api(() => ({ status: 422, body: { error: 'screening-blocked' } }));
    render(<SummaryHarness customer={validCustomer} screeningQuestions={views} />);
    await ready();
    giveConsent();
    choose('Do you have a pacemaker?', 'No');
    choose('Are you afraid of confined spaces?', 'No');
    await reserve();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('this check-up cannot be booked online');
    expect(calls.callsTo('/api/log')).toHaveLength(0);
  });
});
