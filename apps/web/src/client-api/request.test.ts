// One way to call our API: a refusal's own id and fields, the fallback for everything else, and the request sent as given.
import {
  ApiError,
  errorIdOf,
  FALLBACK_ERROR_ID,
  refusalIn,
  refusalOf,
  requestJson,
  SERVICE_UNAVAILABLE_ID,
  send,
} from './request';

function answer(status: number, body?: unknown): Response {
  const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status });
}

const isGreeting = (body: unknown): body is { hello: string } =>
  typeof body === 'object' && body !== null && 'hello' in body && typeof body.hello === 'string';

function fetcherAnswering(response: Response | Error) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

describe('reading a refusal', () => {
  it('names the id and the string fields of an {error} body', () => {
    expect(refusalIn({ error: 'validation-failed', fields: ['email', 3] })).toEqual({
      id: 'validation-failed',
      fields: ['email'],
    });
    expect(refusalIn({ error: 'not-found' })).toEqual({ id: 'not-found', fields: [] });
  });

  it('finds none in anything else', () => {
    for (const body of [null, 'error', [], ['error'], { error: 5 }, { message: 'x' }]) {
      expect(refusalIn(body)).toBeNull();
    }
  });

  it("turns a refused answer into an ApiError with its status, or the caller's fallback", async () => {
    await expect(refusalOf(answer(409, { error: 'taken' }))).resolves.toEqual(
      new ApiError('taken', 409),
    );
    const fallback = await refusalOf(answer(500, '<html>'), 'not-found');
    expect([fallback.id, fallback.status]).toEqual(['not-found', 500]);
    expect((await refusalOf(answer(500))).id).toBe(FALLBACK_ERROR_ID);
  });

  it("calls a gateway's page without an id the service unavailable, not the caller's fallback", async () => {
    for (const status of [502, 503, 504]) {
      const refusal = await refusalOf(answer(status, '<html>'), 'not-found');
      expect([refusal.id, refusal.status]).toEqual([SERVICE_UNAVAILABLE_ID, status]);
      await expect(
        requestJson('/api/x', isGreeting, undefined, {
          fetcher: fetcherAnswering(answer(status, '<html>')),
        }),
      ).rejects.toEqual(new ApiError(SERVICE_UNAVAILABLE_ID, status));
    }
    const ours = await refusalOf(answer(503, { error: 'service-unavailable' }));
    expect(errorIdOf(ours, 'payment')).toBe('service-unavailable');
  });
});

describe('sending a request', () => {
  it('passes the request on as given', async () => {
    const fetcher = fetcherAnswering(answer(200));
    await send('/api/x', undefined, { fetcher });
    expect(fetcher.mock.calls[0]).toEqual(['/api/x']);
    await send('/api/y', { method: 'POST' }, { fetcher });
    expect(fetcher.mock.calls[1]).toEqual(['/api/y', { method: 'POST' }]);
  });

  it('makes a network failure an ApiError with status 0 and the fallback id', async () => {
    const fetcher = fetcherAnswering(new TypeError('Failed to fetch'));
    await expect(send('/api/x', undefined, { fetcher, fallback: 'lost' })).rejects.toEqual(
      new ApiError('lost', 0),
    );
  });
});

describe('requesting JSON', () => {
  it('asks for JSON and answers the accepted body', async () => {
    const fetcher = fetcherAnswering(answer(200, { hello: 'world' }));
    await expect(
      requestJson('/api/x', isGreeting, { headers: { 'content-type': 'text/plain' } }, { fetcher }),
    ).resolves.toEqual({ hello: 'world' });
    expect(fetcher.mock.calls[0]?.[1]?.headers).toEqual({
      accept: 'application/json',
      'content-type': 'text/plain',
    });
  });

  it('throws the id and fields an {error} body names, whatever the status', async () => {
    const refused = requestJson('/api/x', isGreeting, undefined, {
      fetcher: fetcherAnswering(answer(422, { error: 'validation-failed', fields: ['email'] })),
    });
    await expect(refused).rejects.toMatchObject({
      id: 'validation-failed',
      status: 422,
      fields: ['email'],
    });
  });

  it('throws the fallback for a failed status, an unreadable or an unexpected body', async () => {
    for (const response of [
      answer(500, { hello: 'world' }),
      answer(200, '<html>'),
      answer(200, {}),
    ]) {
      const status = response.status;
      await expect(
        requestJson('/api/x', isGreeting, undefined, { fetcher: fetcherAnswering(response) }),
      ).rejects.toEqual(new ApiError(FALLBACK_ERROR_ID, status));
    }
  });
});

describe('the id an error modal shows', () => {
  it("is the answer's own id, else the caller's fallback", () => {
    expect(errorIdOf(new ApiError('taken', 409), 'payment')).toBe('taken');
    expect(errorIdOf(new ApiError(FALLBACK_ERROR_ID, 0), 'payment')).toBe('payment');
    expect(errorIdOf(new Error('boom'))).toBe(FALLBACK_ERROR_ID);
  });
});
