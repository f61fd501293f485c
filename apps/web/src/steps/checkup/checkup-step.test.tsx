/** @jest-environment jsdom */
// The check-up step: the market's packages with prices; choosing one alone or for two fills the cart and continues.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkupsOffered } from '@/booking/offer';
import { catalogue, consentTexts } from '@/booking/test-fixtures';
import { catalogueView, servicesNamedBy } from '../step-views';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { checkupDescriptions } from './checkup-descriptions';
import { CheckupStep } from './checkup-entry';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

function renderStep(url: string, market: 'ch' | 'de' = 'ch', session = {}) {
  const view = catalogueView(
    {
      checkups: checkupsOffered(catalogue, market),
      services: catalogue.services,
      locations: catalogue.locations.filter((location) => location.country === market),
    },
    market === 'ch' ? 'de' : 'en',
  );
  return renderWithCart(
    <CheckupStep
      locale={market === 'ch' ? 'de-ch' : 'en-de'}
      market={market}
      currency={market === 'ch' ? 'CHF' : 'EUR'}
      checkups={view.checkups}
      descriptions={checkupDescriptions(view.checkups, market === 'ch' ? 'de-ch' : 'en-de')}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
      consent={consentTexts}
      screeningQuestions={[]}
      clinicContact={{ phone: '+41 44 505 12 00', email: 'hello@novahealth.ch' }}
    />,
    {
      url,
      session,
      copy: { 'checkup.select': 'Auswählen', 'checkup.bookForTwo': 'Zu zweit buchen' },
    },
  );
}

const dataLayerEvents = () =>
  ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event);

describe('the check-up step', () => {
  it('lists the Swiss packages with their CHF prices and reports the view', async () => {
    renderStep('/de-ch/check-up');
    const card = screen.getByRole('listitem', { name: 'Ganzkörperscan mit Bluttest' });
    expect(within(card).getByText(/^CHF\s2’490\.00$/)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /Zu zweit buchen · CHF\s4’480\.00/ }),
    ).toBeInTheDocument();
    // Reported once the page is idle (the analytics' code is not in the first scripts): 2 s without requestIdleCallback.
    await waitFor(() => expect(dataLayerEvents()).toContain('view_checkups'), { timeout: 4000 });
  });

  it('sells in euros in Germany and leaves out what is not sold there', () => {
    renderStep('/en-de/check-up', 'de');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Whole body scan with blood test',
    ]);
    expect(screen.getByText(/^€2,490\.00$/)).toBeInTheDocument();
  });

  it('chooses a package for one and continues to the add-ons with it in the address', async () => {
    renderStep('/de-ch/check-up');
    const select = screen.getByRole('link', { name: 'Auswählen: Ganzkörperscan mit Bluttest' });
    // Before the scripts have loaded the browser follows it (the page's script adds the query).
    expect(select).toHaveAttribute(
      'href',
      '/de-ch/add-ons?checkup=whole_body_scan_with_blood_test',
    );
    fireEvent.click(select);
    expect(router.push).toHaveBeenCalledWith(
      '/de-ch/add-ons?checkup=whole_body_scan_with_blood_test',
    );
    expect(storedCart()).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      isPartnerBooking: false,
    });
  });

  it('books for two, and a new package clears add-ons chosen for the old one', async () => {
    renderStep('/de-ch/check-up', 'ch', { checkupSlug: 'mammography', servicesSlugs: ['dxa'] });
    const card = await screen.findByRole('listitem', { name: 'nova_premium' });
    const bookForTwo = within(card).getByRole('link', { name: /Zu zweit buchen/ });
    expect(bookForTwo).toHaveAttribute(
      'href',
      '/de-ch/add-ons?checkup=nova_premium&isPartnerBooking=true',
    );
    fireEvent.click(bookForTwo);
    expect(router.push).toHaveBeenCalledWith(
      '/de-ch/add-ons?checkup=nova_premium&isPartnerBooking=true',
    );
    expect(storedCart()).toMatchObject({ servicesSlugs: [], isPartnerBooking: true });
  });

  it('leaves a click for a new tab to the browser, with the cart unchanged', () => {
    renderStep('/de-ch/check-up');
    const select = screen.getByRole('link', { name: /^Auswählen\W+Ganzkörperscan mit Bluttest$/ });
    // fireEvent answers false when a handler prevented the browser's default.
    expect(fireEvent.click(select, { ctrlKey: true })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
