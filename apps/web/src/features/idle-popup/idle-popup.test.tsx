/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { reportBookingProgress } from '@/client/idle-gate';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import { IDLE_POPUP_DELAY_MS, IdlePopup } from './idle-popup';

const copy = {
  'idleTimeModal.title': 'Fragen zu Ihrem Check-up?',
  'idleTimeModal.emailLabel': 'E-Mail',
  'idleTimeModal.phoneLabel': 'Telefon (optional)',
  'idleTimeModal.submit': 'Kontaktieren Sie mich',
  'idleTimeModal.success': 'Vielen Dank! Wir melden uns in Kürze.',
  'idleTimeModal.inputEmailError': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'idleTimeModal.inputPhoneError':
    'Bitte geben Sie eine gültige Telefonnummer ein (8 bis 15 Ziffern).',
  'idleTimeModal.close': 'Schliessen',
  'modal.close': 'Schliessen',
  'errors.too-many-requests': 'Zu viele Anfragen.',
};

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

/** jsdom has no fetch Response; the lead client reads only these. */
function answer(status: number, body: unknown = null): Response {
  const response: Pick<Response, 'ok' | 'status' | 'json'> = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  };
  return response as Response;
}

function renderPopup() {
  return render(
    <UiCopyProvider copy={copy}>
      <IdlePopup locale="de-ch" />
    </UiCopyProvider>,
  );
}

/** Lets timers run and the lazily loaded dialog arrive. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {});
}

const dialog = () => screen.queryByRole('dialog', { name: 'Fragen zu Ihrem Check-up?' });

async function openPopup() {
  renderPopup();
  await wait(IDLE_POPUP_DELAY_MS);
  expect(dialog()).toBeInTheDocument();
}

function fill(email: string, phone = '') {
  fireEvent.change(screen.getByRole('textbox', { name: /E-Mail/ }), { target: { value: email } });
  if (phone) {
    fireEvent.change(screen.getByRole('textbox', { name: /Telefon/ }), {
      target: { value: phone },
    });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Kontaktieren Sie mich' }));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe('idle popup timing', () => {
  it('opens after 15 seconds without click, key or scroll', async () => {
    renderPopup();
    await wait(IDLE_POPUP_DELAY_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await wait(1);
    expect(dialog()).toBeInTheDocument();
  });

  it.each([
    ['a click', () => fireEvent.click(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a scroll', () => fireEvent.scroll(window)],
  ])('starts waiting again after %s', async (_name, act_) => {
    renderPopup();
    await wait(10_000);
    act_();
    await wait(10_000);
    expect(dialog()).not.toBeInTheDocument();
    await wait(5_000);
    expect(dialog()).toBeInTheDocument();
  });

  it('stays away while a reservation is processing or made, or payment succeeded', async () => {
    for (const progress of [
      { reservationProcessing: true, reservationSucceeded: false, paymentSucceeded: false },
      { reservationProcessing: false, reservationSucceeded: true, paymentSucceeded: false },
      { reservationProcessing: false, reservationSucceeded: false, paymentSucceeded: true },
    ]) {
      act(() => reportBookingProgress(progress));
      const { unmount } = renderPopup();
      await wait(60_000);
      expect(dialog()).not.toBeInTheDocument();
      unmount();
    }
    act(() =>
      reportBookingProgress({
        reservationProcessing: false,
        reservationSucceeded: false,
        paymentSucceeded: false,
      }),
    );
  });

  it('once closed, stays closed for the session, on this page and the next', async () => {
    await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Schliessen' }));
    expect(dialog()).not.toBeInTheDocument();
    await wait(60_000);
    expect(dialog()).not.toBeInTheDocument();
    renderPopup();
    await wait(60_000);
    expect(dialog()).not.toBeInTheDocument();
  });
});

describe('idle popup form', () => {
  it('requires an email', async () => {
    await openPopup();
    fill('');
    expect(screen.getByText(copy['idleTimeModal.inputEmailError'])).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['anna', 'anna@example', 'anna @example.ch'])('refuses the email %p', async (email) => {
    await openPopup();
    fill(email);
    expect(screen.getByText(copy['idleTimeModal.inputEmailError'])).toBeInTheDocument();
  });

  it('refuses a phone number with fewer than 8 digits', async () => {
    await openPopup();
    fill('anna@example.ch', '12');
    expect(screen.getByText(copy['idleTimeModal.inputPhoneError'])).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid email and phone as a lead by POST and shows the success state', async () => {
    fetchMock.mockResolvedValue(answer(202, {}));
    await openPopup();
    fill('  anna@example.ch ', '079 123 45 67');
    await act(async () => {});
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/lead');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'anna@example.ch',
      phoneNumber: '+41791234567',
      locale: 'de-ch',
      campaign: { utmSource: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent(copy['idleTimeModal.success']);
  });

  it('sends an email alone, without a phone number', async () => {
    fetchMock.mockResolvedValue(answer(204));
    await openPopup();
    fill('anna@example.ch');
    await act(async () => {});
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).not.toHaveProperty('phoneNumber');
  });

  it('shows the message of the refusal and logs it without personal data', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/lead' ? answer(429, { error: 'too-many-requests' }) : answer(204),
    );
    await openPopup();
    fill('anna@example.ch');
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Zu viele Anfragen.');
    const log = fetchMock.mock.calls.find(([url]) => url === '/api/log');
    expect(String(log?.[1]?.body)).toContain('lead-submission-failed');
    expect(String(log?.[1]?.body)).not.toContain('anna');
  });
});
