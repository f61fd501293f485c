import { LEAD_FAILED_MESSAGE_ID, type Lead, submitLead } from './client';

const lead: Lead = {
  email: 'anna@example.ch',
  phoneNumber: '+41791234567',
  locale: 'fr-ch',
  campaign: {
    utmSource: 'newsletter',
    utmMedium: null,
    utmCampaign: null,
    utmContent: null,
    utmTerm: null,
    gclid: null,
    fbclid: null,
    gbraid: null,
    wbraid: null,
  },
  crmTrackingId: 'crm-1',
};

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('submitting a lead', () => {
  it('posts the lead as JSON to /api/lead and answers ok on 2xx', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      answer(202, {}),
    );
    await expect(submitLead(lead, fetcher)).resolves.toEqual({ ok: true });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/lead');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(lead);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('leaves out an empty phone number', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => answer(204));
    await submitLead({ ...lead, phoneNumber: '' }, fetcher);
    expect(JSON.parse(String(fetcher.mock.calls[0]?.[1]?.body))).not.toHaveProperty('phoneNumber');
  });

  it('answers service-unavailable (try again shortly) when the database is down, not invalid-request', async () => {
    for (const response of [
      () => answer(503, { error: 'service-unavailable' }),
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
    ]) {
      const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) =>
        url === '/api/lead' ? response() : answer(204),
      );
      await expect(submitLead(lead, fetcher)).resolves.toEqual({
        ok: false,
        errorId: 'service-unavailable',
      });
    }
  });

  it('answers the error id of a refusal and logs the failure without the lead', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) =>
      url === '/api/lead'
        ? answer(422, { error: 'validation-failed', fields: ['email'] })
        : answer(204),
    );
    await expect(submitLead(lead, fetcher)).resolves.toEqual({
      ok: false,
      errorId: 'validation-failed',
    });
    const log = fetcher.mock.calls.find(([url]) => url === '/api/log');
    const body = JSON.parse(String(log?.[1]?.body));
    expect(body).toMatchObject({
      level: 'error',
      message: 'lead-submission-failed',
      context: { status: 422 },
    });
    expect(JSON.stringify(body)).not.toContain('anna');
    expect(JSON.stringify(body)).not.toContain('4179');
  });

  it('falls back to a general message when the answer names no error', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) =>
      url === '/api/lead' ? new Response('<html>Oops</html>', { status: 500 }) : answer(204),
    );
    await expect(submitLead(lead, fetcher)).resolves.toEqual({
      ok: false,
      errorId: LEAD_FAILED_MESSAGE_ID,
    });
  });

  it('survives a network failure, and a failing log', async () => {
    const fetcher = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(submitLead(lead, fetcher)).resolves.toEqual({
      ok: false,
      errorId: LEAD_FAILED_MESSAGE_ID,
    });
    expect(fetcher).toHaveBeenCalledWith('/api/log', expect.objectContaining({ method: 'POST' }));
  });
});
