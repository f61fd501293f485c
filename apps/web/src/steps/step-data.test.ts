// What the booking frame shows per locale: the market's support contact in the footer and the locale's own wording.
import { loadStepData } from './step-data';

describe('step data per locale', () => {
  it('gives de-de the German support contact and German of Germany', async () => {
    const data = await loadStepData('de-de');
    expect(data.settings).toMatchObject({
      supportEmail: 'support@novahealth.de',
      supportPhone: '+49 89 2154 8800',
    });
    expect(data.serverCopy['form.street']).toBe('Straße und Hausnummer');
  });

  it('gives de-ch the Swiss support contact and Swiss German', async () => {
    const data = await loadStepData('de-ch');
    expect(data.settings).toMatchObject({
      supportEmail: 'support@novahealth.ch',
      supportPhone: '+41 44 505 12 00',
    });
    expect(data.serverCopy['form.street']).toBe('Strasse und Hausnummer');
  });

  it('gives en-de the German contact in English', async () => {
    const data = await loadStepData('en-de');
    expect(data.settings.supportEmail).toBe('support@novahealth.de');
    expect(data.serverCopy['form.street']).toBe('Street and number');
  });
});
