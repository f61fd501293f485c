/** @jest-environment jsdom */
import { sendClientLog } from './client-log';

function recorder() {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(null, { status: 202 }),
  );
}

describe('reporting a browser failure', () => {
  it('sends the page as locale and step, without its path or query', async () => {
    window.history.pushState({}, '', '/de-ch/summary?email=anna%40example.ch');
    const fetcher = recorder();
    await sendClientLog(
      {
        level: 'warn',
        message: 'reserve-timeslot-failed',
        context: { error: 'reserve-timeslot-error-other' },
      },
      fetcher,
    );
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/log');
    expect(JSON.parse(String(init?.body))).toEqual({
      level: 'warn',
      message: 'reserve-timeslot-failed',
      context: { locale: 'de-ch', step: 'summary', error: 'reserve-timeslot-error-other' },
    });
  });

  it('leaves out what the server would drop: a copy key as error, a custom error class', async () => {
    window.history.pushState({}, '', '/en-ch/check-up');
    const fetcher = recorder();
    await sendClientLog(
      {
        level: 'error',
        message: 'page-error',
        context: { error: 'idleTimeModal.submitError', name: 'AnnaMusterError', status: 500 },
      },
      fetcher,
    );
    expect(JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body)).context).toEqual({
      locale: 'en-ch',
      step: 'check-up',
      status: 500,
    });
  });

  it('never throws when the log cannot be sent', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      sendClientLog({ level: 'info', message: 'timeslot-occupied' }, fetcher),
    ).resolves.toBeUndefined();
  });
});
