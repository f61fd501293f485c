/** @jest-environment jsdom */
// The booking frame's widgets: the language switcher keeps step and query and remembers the choice; the step indicator marks the current step.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithCart } from '../test-support/render';
import { LanguageSwitcher } from './language-switcher';
import { LOCALE_NAMES, localisedHref, rememberLocaleScript } from './locale-links';
import { currentStepIndex, StepIndicator } from './step-indicator';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

describe('the language switcher', () => {
  it('links every locale to the same step with the same query', async () => {
    renderWithCart(<LanguageSwitcher locale="de-ch" current={LOCALE_NAMES['de-ch']} />, {
      url: '/de-ch/location?checkup=mammography&services=dxa',
      copy: { 'nav.language': 'Sprache' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sprache DE CH: Deutsch (Schweiz)' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/de-ch/location?checkup=mammography&services=dxa',
      '/en-ch/location?checkup=mammography&services=dxa',
      '/fr-ch/location?checkup=mammography&services=dxa',
      '/de-de/location?checkup=mammography&services=dxa',
      '/en-de/location?checkup=mammography&services=dxa',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Français/ })).toHaveAttribute('lang', 'fr');
  });

  it('remembers the chosen locale in the locale cookie', async () => {
    renderWithCart(<LanguageSwitcher locale="de-ch" current={LOCALE_NAMES['de-ch']} />, {
      url: '/de-ch/check-up',
    });
    fireEvent.click(screen.getByRole('button', { name: /Language/ }));
    const english = await screen.findByRole('menuitem', { name: /English Germany/ });
    // jsdom cannot navigate; the action runs on the way.
    english.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(english);
    expect(document.cookie).toContain('NEXT_LOCALE=en-de');
  });

  it('swaps only the locale prefix', () => {
    expect(localisedHref('/fr-ch/add-ons', 'checkup=x', 'en-de')).toBe('/en-de/add-ons?checkup=x');
    expect(localisedHref('/fr-ch', '', 'de-ch')).toBe('/de-ch');
  });
});

describe('the locale pages’ inline script', () => {
  const run = (locale: Parameters<typeof rememberLocaleScript>[0]) =>
    new Function(rememberLocaleScript(locale))();

  it('remembers the visited locale in its cookie, which the page’s answer no longer sets', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie jsdom keeps between tests
    document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
    run('fr-ch');
    expect(document.cookie).toContain('NEXT_LOCALE=fr-ch');
    run('de-de');
    expect(document.cookie).toContain('NEXT_LOCALE=de-de');
    expect(document.cookie).not.toContain('fr-ch');
  });
});

describe('the step indicator', () => {
  it('marks the current step and links the earlier ones with the query', async () => {
    renderWithCart(<StepIndicator />, {
      url: '/en-ch/location?checkup=mammography',
      copy: { 'steps.location': 'Location', 'steps.check-up': 'Check-up' },
    });
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    expect(
      within(nav).getByText('Location', { selector: 'ol *' }).closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
    expect(await within(nav).findByRole('link', { name: /Check-up/ })).toHaveAttribute(
      'href',
      '/en-ch/check-up?checkup=mammography',
    );
    expect(within(nav).queryByRole('link', { name: /Summary/ })).toBeNull();
  });

  it('knows where each path stands', () => {
    expect(currentStepIndex('/de-ch/check-up')).toBe(0);
    expect(currentStepIndex('/de-ch/payment')).toBe(5);
    expect(currentStepIndex('/de-ch/success')).toBe(6);
  });
});
