import { isClientLogId, pageOfPath, readClientLogContext } from './client-log-record';

describe('a browser log record', () => {
  it('names its page by locale and booking step, never by the path itself', () => {
    expect(pageOfPath('/de-ch/summary')).toEqual({ locale: 'de-ch', step: 'summary' });
    expect(pageOfPath('/en-de/payment-return')).toEqual({
      locale: 'en-de',
      step: 'payment-return',
    });
    // A path a visitor typed (the catch-all 404) keeps only the locale.
    expect(pageOfPath('/fr-ch/anna-muster')).toEqual({ locale: 'fr-ch' });
    expect(pageOfPath('/de-ch/summary/anna')).toEqual({ locale: 'de-ch' });
    expect(pageOfPath('/_design-system')).toEqual({});
    expect(pageOfPath('')).toEqual({});
  });

  it('knows the browser’s own message ids, and not the server’s nor a user error’s', () => {
    expect(isClientLogId('lead-submission-failed')).toBe(true);
    expect(isClientLogId('page-error')).toBe(true);
    for (const id of ['confirm-reservation-error', 'lead-webhook-failed', 'outbox-dead-letter'])
      expect(isClientLogId(id)).toBe(false);
    expect(isClientLogId('discount-code-invalid')).toBe(false);
    expect(isClientLogId('idleTimeModal.submitError')).toBe(false);
    expect(isClientLogId(404)).toBe(false);
  });

  it('keeps an answer’s error id only when a user is shown it', () => {
    expect(readClientLogContext({ error: 'discount-code-invalid' })).toEqual({
      error: 'discount-code-invalid',
    });
    expect(readClientLogContext({ error: 'confirm-reservation-error' })).toEqual({});
  });

  it('keeps a field only in its form', () => {
    const fitting = {
      step: 'summary',
      locale: 'de-de',
      status: 0,
      error: 'timeslot-invalid',
      name: 'ChunkLoadError',
      digest: '12',
    };
    expect(readClientLogContext({ ...fitting, path: '/de-de/summary' })).toEqual(fitting);
    expect(
      readClientLogContext({ step: 'Summary', status: -1, name: 'Error: Anna', digest: '' }),
    ).toEqual({});
  });
});
