/** @jest-environment jsdom */
// A partner's link: the check-up step waits for the email check, shows fetch-partner's errors, then the fixed appointment and the details form.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { checkupsOffered } from '@/booking/offer';
import type { PersonalData } from '@/booking/person';
import { catalogue, consentTexts } from '@/booking/test-fixtures';
import { ApiError } from '@/client-api/request';
import { checkupDescriptions } from '../checkup/checkup-descriptions';
import { CheckupStep } from '../checkup/checkup-entry';
import { catalogueView, servicesNamedBy } from '../step-views';
import { renderWithCart, storedCart } from '../test-support/render';
import { completePartnerDetails } from './partner-api';
import { PARTNER_TOKEN, pairReservation } from './test-fixtures';

const GIVEN = { version: consentTexts.version, terms: true, healthData: true };

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const TOKEN = PARTNER_TOKEN;
const reservation = pairReservation;
const view = catalogueView(
  {
    checkups: checkupsOffered(catalogue, 'ch'),
    services: catalogue.services,
    locations: catalogue.locations,
  },
  'en',
);

// jsdom has no fetch: a stand-in with what the client reads of a response.
function answer(status: number, body: unknown): Promise<Response> {
  const response = { ok: status >= 200 && status < 300, status, json: async () => body };
  return Promise.resolve(response as unknown as Response);
}

function mockFetch(status: number, body: unknown): jest.Mock {
  const fetcher = jest.fn(() => answer(status, body));
  globalThis.fetch = fetcher as unknown as typeof fetch;
  return fetcher;
}

function renderLink() {
  return renderWithCart(
    <CheckupStep
      locale="en-ch"
      market="ch"
      currency="CHF"
      checkups={view.checkups}
      descriptions={checkupDescriptions(view.checkups, 'en-ch')}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
      consent={consentTexts}
      screeningQuestions={[]}
      clinicContact={{ phone: '+41 44 505 12 00', email: 'hello@novahealth.ch' }}
    />,
    {
      url: `/en-ch/check-up#partner=${TOKEN}`,
      copy: {
        'errors.partner-reservation-not-found': 'Reservation not found',
      },
    },
  );
}

describe('the partner link', () => {
  it('takes the token out of the address, posts it with the email, shows a refusal and lets the partner try again', async () => {
    const fetchMock = mockFetch(404, { error: 'partner-reservation-not-found' });
    renderLink();
    fireEvent.change(await screen.findByRole('textbox', { name: /Your email address/ }), {
      target: { value: 'anna@example.ch' },
    });
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Show my appointment' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Reservation not found');
    const [url, init] = (fetchMock.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    expect(url).toBe('/api/reservation/fetch-partner');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN, email: 'anna@example.ch' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('textbox', { name: /Your email address/ })).toBeInTheDocument();
  });

  it('holds the details form’s rule: an address without a real domain is refused unasked, a typo offered its correction', async () => {
    const fetchMock = mockFetch(404, { error: 'partner-reservation-not-found' });
    renderLink();
    const field = await screen.findByRole('textbox', { name: /Your email address/ });
    fireEvent.change(field, { target: { value: 'ben@bar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show my appointment' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: 'ben@hotmial.com' } });
    fireEvent.blur(field);
    fireEvent.click(await screen.findByRole('button', { name: 'Did you mean ben@hotmail.com?' }));
    expect(screen.getByRole('textbox', { name: /Your email address/ })).toHaveValue(
      'ben@hotmail.com',
    );
  });

  it('shows the fixed appointment and the details form once the email is proven', async () => {
    mockFetch(200, { reservation });
    renderLink();
    fireEvent.change(await screen.findByRole('textbox', { name: /Your email address/ }), {
      target: { value: 'ben@example.ch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show my appointment' }));
    expect(await screen.findByText('NOVA-7K2Q9M')).toBeInTheDocument();
    expect(screen.getByText('Whole body scan with blood test for two')).toBeInTheDocument();
    expect(screen.getByText('DXA bone density scan')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ben@example.ch');
    expect(screen.getByRole('button', { name: 'Confirm my details' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toContain('partner=true'));
    expect(window.location.href).not.toContain('example');
    expect(window.location.href).not.toContain(TOKEN);
    expect(storedCart().personalData ?? null).toBeNull();
  });

  it('lets the partner correct an address the server does not know for this link', async () => {
    const fetchMock = mockFetch(404, { error: 'partner-reservation-not-found' });
    renderLink();
    fireEvent.change(await screen.findByRole('textbox', { name: /Your email address/ }), {
      target: { value: 'ben@exmaple.ch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show my appointment' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Reservation not found');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('textbox', { name: /Your email address/ })).toBeInTheDocument();
    expect(storedCart()).toMatchObject({ partner: true, partnerToken: TOKEN });

    fetchMock.mockImplementation(() => answer(200, { reservation }));
    fireEvent.change(screen.getByRole('textbox', { name: /Your email address/ }), {
      target: { value: 'ben@example.ch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show my appointment' }));
    expect(await screen.findByText('NOVA-7K2Q9M')).toBeInTheDocument();
  });
});

describe('completing the partner details', () => {
  const personalData: PersonalData = {
    firstName: 'Ben',
    lastName: 'Muster',
    email: 'ben@example.ch',
    phone: '+41791234567',
    city: 'Bern',
    country: 'CH',
    postalCode: '3000',
    street: 'Weg 1',
    birthDate: '1980-01-01',
    biologicalSex: 'male',
    language: null,
    localization: 'en-ch',
  };

  it('sends the create payload with the link token and the partner as the person', async () => {
    const fetcher = jest.fn((_url: string, _init?: RequestInit) =>
      answer(200, { reservation: { name: 'NOVA-7K2Q9M' } }),
    );
    const saved = await completePartnerDetails(
      {
        token: TOKEN,
        reservation,
        market: 'ch',
        url: 'http://localhost/en-ch/check-up',
        personalData,
        consent: GIVEN,
        screening: { pacemaker: 'no' },
      },
      fetcher as unknown as typeof fetch,
    );
    expect(saved).toEqual({ name: 'NOVA-7K2Q9M' });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/reservation/create');
    const body = JSON.parse(String(init?.body));
    expect(body.reservationData).toMatchObject({
      partnerToken: TOKEN,
      checkupSlug: 'whole_body_scan_with_blood_test',
      personalData: { email: 'ben@example.ch', localization: 'en-ch' },
      country: 'ch',
      consent: GIVEN,
      // The partner's own answers, as the request's own person.
      screening: { customer: { pacemaker: 'no' }, partner: null },
    });
    expect(body.reservationData.personalData).not.toHaveProperty('language');
    // A random key in the shape every create needs, never a timestamp.
    expect(body.reservationData.paymentId).toMatch(
      /^whole_body_scan_with_blood_test-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('reports details stored before with the id the error modal explains', async () => {
    const fetcher = jest.fn(() => answer(409, { error: 'partner-already-completed' }));
    await expect(
      completePartnerDetails(
        {
          token: TOKEN,
          reservation,
          market: 'ch',
          url: 'http://localhost/en-ch/check-up',
          personalData,
          consent: GIVEN,
          screening: {},
        },
        fetcher as unknown as typeof fetch,
      ),
    ).rejects.toEqual(new ApiError('partner-already-completed', 409));
  });
});
