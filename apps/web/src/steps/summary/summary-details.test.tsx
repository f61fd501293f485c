/** @jest-environment jsdom */
// The summary's details and "Reserve": messages in the page language, the partner email rule, the processing state, the create payload and its refusals.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { consentTexts } from '@/booking/test-fixtures';
import { mockFetch, type RouteAnswer } from '@/client/test-support/mock-fetch';
import { priceWith, SummaryHarness, validCustomer } from './test-harness';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: jest.requireActual('../test-support/next-link').default,
}));

beforeAll(() => {
  // jsdom has neither; the details event hashes the email with Web Crypto.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
});

const german = {
  'summary.reserve': 'Reservieren und weiter zur Zahlung',
  'summary.processing': 'Ihr Termin wird reserviert…',
  'form.firstName': 'Vorname',
  'form.email': 'E-Mail',
  'validation.required': 'Dieses Feld ist erforderlich.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.name':
    'Bitte geben Sie einen Namen ein: nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte.',
  'errors.partner-reservation-email-not-allowed':
    'Ihre E-Mail-Adresse und die E-Mail-Adresse Ihres Partners dürfen nicht identisch sein.',
  'errors.reserve-timeslot-error-already-booked': 'Reservierung fehlgeschlagen.',
};

const consentCopy = {
  ...german,
  'summary.consent.termsRequired': 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
  'summary.consent.healthDataRequired': 'Ohne Ihre Einwilligung können wir Sie nicht untersuchen.',
  'summary.consent.newTab': '(öffnet in einem neuen Tab)',
};

function routes(create: () => RouteAnswer | Promise<RouteAnswer>) {
  return {
    '/api/payment/fetch-data': priceWith(),
    '/api/reservation/fetch-end-date': () => ({
      body: { timeSlotEnd: '2025-04-22T10:30:00+02:00', totalDuration: 90 },
    }),
    '/api/reservation/create': create,
  };
}

/** The prices have arrived and the details fields, which load after the page, are in place. */
async function summaryReady() {
  await screen.findByTestId('price-total');
  await waitFor(() => expect(document.querySelector('[data-form] input')).not.toBeNull());
}

/** Ticks both consent boxes, as a customer who accepts does. */
function giveConsent() {
  fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /processing my health data/ }));
}

const reserveButton = () =>
  screen.getByRole('button', { name: 'Reservieren und weiter zur Zahlung' });

describe('summary details and reserving', () => {
  beforeEach(() => {
    push.mockClear();
    window.dataLayer = [];
    window.history.replaceState(null, '', '/de-ch/summary?checkup=x&utm_campaign=spring');
  });

  it('shows the domain’s messages in the page language and reserves nothing while fields are wrong', async () => {
    const api = mockFetch(routes(() => ({ body: {} })));
    render(<SummaryHarness copy={german} locale="de-ch" />);
    await summaryReady();
    fireEvent.change(screen.getByRole('textbox', { name: /E-Mail/ }), {
      target: { value: 'anna@' },
    });
    fireEvent.blur(screen.getByRole('textbox', { name: /E-Mail/ }));
    expect(
      await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(screen.getAllByText('Dieses Feld ist erforderlich.').length).toBeGreaterThan(3);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveFocus());
    expect(api.callsTo('/api/reservation/create')).toHaveLength(0);
  });

  it('says a name that makes a link is not a name, and reserves nothing; a name of any script passes', async () => {
    const api = mockFetch(routes(() => ({ body: {} })));
    render(<SummaryHarness copy={german} locale="de-ch" customer={validCustomer} />);
    await summaryReady();
    const firstName = screen.getByRole('textbox', { name: /Vorname/ });
    fireEvent.change(firstName, { target: { value: 'Refund at www.evil.example' } });
    fireEvent.blur(firstName);
    expect(await screen.findByText(/nur Buchstaben, Leerzeichen/)).toBeInTheDocument();
    giveConsent();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(api.callsTo('/api/reservation/create')).toHaveLength(0);
    fireEvent.change(firstName, { target: { value: 'Nguyễn Zoë' } });
    fireEvent.blur(firstName);
    await waitFor(() => expect(screen.queryByText(/nur Buchstaben, Leerzeichen/)).toBeNull());
  });

  it('refuses the partner’s email when it is the customer’s own', async () => {
    const api = mockFetch(routes(() => ({ body: {} })));
    render(
      <SummaryHarness
        copy={german}
        locale="de-ch"
        booking={{ isPartnerBooking: true }}
        customer={validCustomer}
        partner={{ firstName: 'Ben', lastName: 'Muster', email: ' ANNA@example.ch' }}
      />,
    );
    await summaryReady();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(await screen.findByText(/dürfen nicht identisch sein/)).toBeInTheDocument();
    expect(api.callsTo('/api/reservation/create')).toHaveLength(0);
  });

  it('takes the birth date in three fields and the biological sex from a radio group, and reserves with them', async () => {
    const api = mockFetch(
      routes(() => ({ status: 201, body: { reservation: { id: 'r-1', name: 'NOVA-1' } } })),
    );
    render(
      <SummaryHarness
        copy={german}
        locale="de-ch"
        customer={{ ...validCustomer, birthDate: '', biologicalSex: 'male' }}
      />,
    );
    await summaryReady();
    const birth = screen.getByRole('group', { name: 'Date of birth' });
    const day = within(birth).getByRole('textbox', { name: 'Day' });
    fireEvent.change(day, { target: { value: '17' } });
    fireEvent.change(within(birth).getByRole('textbox', { name: 'Year' }), {
      target: { value: '1980' },
    });
    fireEvent.blur(day, { relatedTarget: screen.getByRole('textbox', { name: /Vorname/ }) });
    expect(await screen.findByText('Please enter a complete, valid date.')).toBeInTheDocument();
    fireEvent.change(within(birth).getByRole('textbox', { name: 'Month' }), {
      target: { value: '5' },
    });
    await waitFor(() =>
      expect(screen.queryByText('Please enter a complete, valid date.')).toBeNull(),
    );

    const sex = screen.getByRole('radiogroup', { name: 'Biological sex' });
    expect(within(sex).getByRole('radio', { name: 'Male' })).toBeChecked();
    fireEvent.click(within(sex).getByRole('radio', { name: 'Female' }));
    expect(within(sex).getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(within(sex).getByRole('radio', { name: 'Male' })).not.toBeChecked();

    giveConsent();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    await waitFor(() => expect(api.callsTo('/api/reservation/create')).toHaveLength(1));
    const payload = JSON.parse(String(api.callsTo('/api/reservation/create')[0]?.init?.body));
    expect(payload.reservationData.personalData).toMatchObject({
      birthDate: '1980-05-17',
      biologicalSex: 'female',
    });
  });

  it('shows the processing state, sends one request and reports the reservation', async () => {
    let answer: (value: RouteAnswer) => void = () => undefined;
    const api = mockFetch(
      routes(
        () =>
          new Promise<RouteAnswer>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const onReserved = jest.fn();
    const onProcessingChange = jest.fn();
    render(
      <SummaryHarness
        copy={german}
        locale="de-ch"
        customer={validCustomer}
        onReserved={onReserved}
        onProcessingChange={onProcessingChange}
      />,
    );
    await summaryReady();
    giveConsent();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(screen.getByText('Ihr Termin wird reserviert…')).toHaveAttribute('aria-live', 'polite');
    expect(reserveButton()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(api.callsTo('/api/reservation/create')).toHaveLength(1);
    expect(onProcessingChange).toHaveBeenLastCalledWith(true);

    const payload = JSON.parse(String(api.callsTo('/api/reservation/create')[0]?.init?.body));
    expect(payload.url).toBe('http://localhost/de-ch/summary');
    expect(payload.utmParameters).toMatchObject({ utmCampaign: 'spring' });
    expect(payload.reservationData).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      locationSlug: 'zurich_bellevue',
      timeSlotStart: '2025-04-22T09:00:00+02:00',
      personalData: { ...validCustomer, language: 'de', localization: 'de-ch' },
      personalDataPartner: null,
      installmentMonths: 0,
      country: 'ch',
      consent: { version: consentTexts.version, terms: true, healthData: true },
    });
    // The check-up slug and a random UUID: nothing a clock would let anyone guess.
    expect(payload.reservationData.paymentId).toMatch(
      /^whole_body_scan_with_blood_test-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    await act(async () => {
      answer({ status: 201, body: { reservation: { id: 'r-1', name: 'NOVA-7K2Q9M' } } });
    });
    await waitFor(() =>
      expect(onReserved).toHaveBeenCalledWith(
        { id: 'r-1', name: 'NOVA-7K2Q9M' },
        expect.objectContaining({ reservationId: 'r-1', email: 'anna@example.ch' }),
      ),
    );
    const details = window.dataLayer?.find((entry) => entry.event === 'enter_details');
    expect(details?.email_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(window.dataLayer)).not.toContain('anna@example.ch');
  });

  it('reserves the same booking once when Reserve is pressed again, and replaces it once changed', async () => {
    const api = mockFetch(
      routes(() => {
        const made = api.callsTo('/api/reservation/create').length;
        const id = made <= 2 ? 'r-1' : 'r-2';
        return {
          status: made === 1 ? 201 : 200,
          body: { reservation: { id, name: `NOVA-${id}` } },
        };
      }),
    );
    const onReserved = jest.fn();
    const clock = jest.spyOn(Date, 'now');
    const sent = () =>
      api
        .callsTo('/api/reservation/create')
        .map((call) => JSON.parse(String(call.init?.body)).reservationData);
    const press = async (at: number) => {
      clock.mockReturnValue(at);
      await act(async () => {
        fireEvent.click(reserveButton());
      });
      await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(sent().length));
    };
    try {
      render(
        <SummaryHarness
          copy={german}
          locale="de-ch"
          customer={validCustomer}
          onReserved={onReserved}
        />,
      );
      await summaryReady();
      giveConsent();
      await press(1_000_000);
      // Back from payment, nothing changed: the same key, so the server answers the same reservation.
      await press(1_060_000);
      expect(sent()[1]?.paymentId).toBe(sent()[0]?.paymentId);
      expect(sent()[1]?.replacesReservation).toBeNull();

      fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anne' } });
      await press(1_120_000);
      const [first, , changed] = sent();
      expect(changed?.paymentId).not.toBe(first?.paymentId);
      expect(changed?.personalData.firstName).toBe('Anne');
      expect(changed?.replacesReservation).toEqual({ id: 'r-1', email: validCustomer.email });
      expect(onReserved).toHaveBeenLastCalledWith(
        { id: 'r-2', name: 'NOVA-r-2' },
        expect.objectContaining({ reservationId: 'r-2', paymentId: changed?.paymentId }),
      );
    } finally {
      clock.mockRestore();
    }
  });

  it('opens the error modal for a taken slot and leads back to the time slot step', async () => {
    mockFetch(
      routes(() => ({ status: 409, body: { error: 'reserve-timeslot-error-already-booked' } })),
    );
    const onProcessingChange = jest.fn();
    render(
      <SummaryHarness
        copy={german}
        locale="de-ch"
        customer={validCustomer}
        onProcessingChange={onProcessingChange}
      />,
    );
    await summaryReady();
    giveConsent();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reservierung fehlgeschlagen.');
    expect(onProcessingChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(within(dialog).getByRole('button'));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/en-ch\/timeslot\?/));
  });

  it('refuses Reserve without consent: the reason beside each unticked box, focus on the first, nothing reserved', async () => {
    const api = mockFetch(routes(() => ({ body: {} })));
    render(<SummaryHarness copy={consentCopy} locale="de-ch" customer={validCustomer} />);
    await summaryReady();
    const terms = screen.getByRole('checkbox', { name: /I accept the terms and conditions/ });
    const health = screen.getByRole('checkbox', { name: /processing my health data/ });
    expect(terms).not.toBeChecked();
    expect(health).not.toBeChecked();
    // The links open the editors' pages, named as opening a new tab.
    expect(screen.getByRole('link', { name: /terms and conditions \(öffnet/ })).toHaveAttribute(
      'href',
      'https://www.novahealth.ch/terms',
    );
    expect(screen.queryByText(consentCopy['summary.consent.termsRequired'])).toBeNull();

    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(terms).toHaveAccessibleDescription(consentCopy['summary.consent.termsRequired']);
    expect(health).toHaveAccessibleDescription(consentCopy['summary.consent.healthDataRequired']);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    // Ticking the first leaves only the second's reason, and Reserve moves the focus there.
    fireEvent.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(consentCopy['summary.consent.termsRequired'])).toBeNull();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(health).toHaveFocus();
    expect(api.callsTo('/api/reservation/create')).toHaveLength(0);

    fireEvent.click(health);
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    expect(api.callsTo('/api/reservation/create')).toHaveLength(1);
  });

  it('leaves the focus on the first wrong detail when details and consent are both missing', async () => {
    mockFetch(routes(() => ({ body: {} })));
    render(<SummaryHarness copy={{ ...german, ...consentCopy }} locale="de-ch" />);
    await summaryReady();
    await act(async () => {
      fireEvent.click(reserveButton());
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Vorname/ })).toHaveFocus());
    expect(
      screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }),
    ).toHaveAccessibleDescription(consentCopy['summary.consent.termsRequired']);
  });
});
