// The page the waiting list's confirmation email leads to: a button, never a confirmation by opening it; then "you are on the list" in the visitor's language.
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { seedCopyIn } from '@/client/test-support/seed-copy';
import { confirmPageRoute } from './confirm-page';

jest.mock('@/content/catalogue', () => ({
  getPageUiCopy: async (locale: string) => seedCopyIn(locale.slice(0, 2) as 'en' | 'de' | 'fr'),
  getPageSiteSettings: async () => null,
}));

const { ConfirmPage } = confirmPageRoute();

async function visit(locale: string, query: Record<string, string>) {
  const element = await ConfirmPage({
    params: Promise.resolve({ locale }),
    searchParams: Promise.resolve(query),
  });
  const { document } = new JSDOM(renderToStaticMarkup(element)).window;
  return within(document.body);
}

const TOKEN = 'A'.repeat(43);

describe('the waiting list confirmation page', () => {
  it('asks for a press of its button, which posts the token and the language', async () => {
    const page = await visit('de-ch', { token: TOKEN });
    const button = page.getByRole('button', { name: 'Bestätigen' });
    const form = button.closest('form');
    expect(form?.getAttribute('action')).toBe('/api/waitlist/confirm');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('input[name="token"]')?.getAttribute('value')).toBe(TOKEN);
    expect(form?.querySelector('input[name="locale"]')?.getAttribute('value')).toBe('de-ch');
  });

  it.each([
    ['en-ch', 'You are on the waiting list.'],
    ['de-ch', 'Sie stehen auf der Warteliste.'],
    ['fr-ch', 'Vous êtes sur la liste d’attente.'],
  ])('%s: says the visitor is on the list once confirmed', async (locale, said) => {
    const page = await visit(locale, { result: 'confirmed' });
    expect(page.getByRole('status').textContent).toContain(said);
    expect(page.queryByRole('button')).toBeNull();
  });

  it('says a lapsed or unknown link is no longer valid, and a link without its token is incomplete', async () => {
    expect((await visit('en-ch', { result: 'invalid' })).getByRole('alert').textContent).toContain(
      'no longer valid',
    );
    expect((await visit('en-ch', { token: 'short' })).getByText(/incomplete/)).toBeTruthy();
  });
});
