// /_design-system/emails: the index leads to every message in every language, and the chosen one shows as sent, light and dark, and as plain text.
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import EmailsPage from '../../../app/%5Fdesign-system/emails/page';

/** The page as a browser receives it, to query like a visitor. */
async function visit(params: Record<string, string> = {}) {
  const element = await EmailsPage({ searchParams: Promise.resolve(params) });
  const { document } = new JSDOM(renderToStaticMarkup(element)).window;
  return { document, page: within(document.body) };
}

describe('the email preview page', () => {
  it('links every message kind in every language', async () => {
    const { page } = await visit();
    const links = page
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/_design-system/emails?'));
    const kinds = [
      'confirmation',
      'partner-invitation',
      'pay-later',
      'reminder',
      'refund',
      'cancellation',
      'reschedule',
      'instalment-refund',
      'partner-confirmation',
      'partner-reschedule',
      'partner-cancellation',
      'debit-failed',
      'move-debit-failed',
      'partner-reminder',
    ];
    expect(links).toHaveLength(kinds.length * 3);
    for (const kind of kinds) {
      for (const language of ['en', 'de', 'fr']) {
        expect(links).toContain(`/_design-system/emails?kind=${kind}&language=${language}`);
      }
    }
  });

  it('shows the confirmation in English unless asked otherwise', async () => {
    const { page } = await visit({ kind: 'newsletter', language: 'it' });
    expect(page.getByRole('heading', { level: 2 }).textContent).toBe('Confirmation in English');
    expect(
      page.getByRole('link', { name: 'Confirmation in English' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows the chosen message as the templates write it: HTML light and dark, and plain text', async () => {
    const { document, page } = await visit({ kind: 'reminder', language: 'fr' });
    expect(page.getByRole('heading', { level: 2 }).textContent).toBe('Reminder in French');
    // Testing Library reads the no-break space before the colon as a plain one.
    expect(
      page.getByText(/^Rappel : votre rendez-vous Nova du 1 décembre 2026 à 09:00$/),
    ).toBeTruthy();
    expect(page.getByText('NOVA-7K2Q9M.ics')).toBeTruthy();
    const light = document.querySelector('iframe[title="Reminder in French, light"]');
    const dark = document.querySelector('iframe[title="Reminder in French, dark"]');
    expect(light?.getAttribute('sandbox')).toBe('');
    expect(light?.getAttribute('srcdoc')).toContain('<html dir="ltr" lang="fr"');
    expect(light?.getAttribute('srcdoc')).toContain('@media (prefers-color-scheme: dark)');
    // The dark frame has the same message with its dark rules always on.
    expect(dark?.getAttribute('srcdoc')).toContain('@media all {');
    expect(dark?.getAttribute('srcdoc')).not.toContain('prefers-color-scheme');
    const text = page.getByRole('heading', { name: 'Plain text' }).nextElementSibling;
    expect(text?.tagName).toBe('PRE');
    expect(text?.textContent).toContain('Bonjour Anna,');
    expect(text?.textContent).toContain('Options de la deuxième personne');
  });
});
