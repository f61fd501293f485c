/** @jest-environment jsdom */
// The add-ons step: choices per person, coming soon and conflicts shown but not selectable, the info dialog, and on to the location.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogue, richText } from '@/booking/test-fixtures';
import { catalogueView } from '../step-views';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { addonTexts } from './addon-texts';
import { AddonsStep } from './addons-step';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

const withInfo = catalogueView(
  {
    ...catalogue,
    services: catalogue.services.map((service) =>
      service.slug === 'mr-mammography-add-on'
        ? {
            ...service,
            modalText: richText('An MRI of the breast.'),
            modalInfoText: richText('Second week of the cycle.'),
          }
        : service,
    ),
  },
  'en',
);

function renderStep(url: string, session = {}) {
  return renderWithCart(
    <AddonsStep
      locale="en-ch"
      market="ch"
      currency="CHF"
      checkups={withInfo.checkups}
      services={withInfo.services}
      locations={withInfo.locations}
      texts={addonTexts(withInfo.services, 'en-ch')}
    />,
    { url, session },
  );
}

const box = (name: RegExp | string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('checkbox', { name });

describe('the add-ons step', () => {
  it('adds and removes a service, keeping the address and the session in step', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test');
    fireEvent.click(await screen.findByRole('checkbox', { name: /DXA bone density scan/ }));
    expect(storedCart().servicesSlugs).toEqual(['dxa']);
    expect(window.location.search).toBe('?checkup=whole_body_scan_with_blood_test&services=dxa');
    fireEvent.click(box(/DXA bone density scan/));
    expect(storedCart().servicesSlugs).toEqual([]);
  });

  it('shows the chosen services checked and puts another after them', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&services=dxa');
    expect(await screen.findByRole('checkbox', { name: /DXA bone density scan/ })).toBeChecked();
    expect(box(/lung_ct/)).not.toBeChecked();
    fireEvent.click(box(/lung_ct/));
    expect(box(/lung_ct/)).toBeChecked();
    expect(storedCart().servicesSlugs).toEqual(['dxa', 'lung_ct']);
  });

  it('shows a coming-soon service without letting it be chosen', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test');
    expect(await screen.findByRole('checkbox', { name: /apo_e4_test/ })).toBeDisabled();
  });

  it('explains a conflict with a chosen service', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&services=blood_extended');
    const premium = await screen.findByRole('checkbox', { name: /blood_test_premium/ });
    expect(premium).toBeDisabled();
    expect(screen.getByText('Cannot be combined with blood_extended')).toBeInTheDocument();
  });

  it('opens the info dialog with the breast check-up notice', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test');
    fireEvent.click(
      await screen.findByRole('button', { name: /More information\W+Nova Breast Check-up/ }),
    );
    // The dialog's code is fetched when it is first opened; its first import takes a while in Jest.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Nova Breast Check-up' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('Second week of the cycle.')).toBeInTheDocument();
  });

  it('gives the second person of a pair their own choices', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&isPartnerBooking=true');
    const partner = await screen.findByRole('group', { name: 'Add-ons for the second person' });
    fireEvent.click(box(/lung_ct/, partner));
    expect(storedCart()).toMatchObject({ servicesSlugs: [], servicesPartnerSlugs: ['lung_ct'] });
  });

  it('reports the choice and continues to the location', async () => {
    renderStep('/en-ch/add-ons?checkup=whole_body_scan_with_blood_test&services=dxa');
    const next = await screen.findByRole('link', { name: /Continue/ });
    // Before the scripts have loaded the browser follows it, the page's script adding the query.
    expect(next).toHaveAttribute('href', '/en-ch/location');
    fireEvent.click(next);
    expect(router.push).toHaveBeenCalledWith(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
    const chosen = () =>
      (
        window as unknown as { dataLayer?: { event: string; services?: string[] }[] }
      ).dataLayer?.find((entry) => entry.event === 'choose_addons');
    // Reported once the analytics' code has loaded (idle: 2 s without requestIdleCallback).
    await waitFor(() => expect(chosen()?.services).toEqual(['dxa']), { timeout: 4000 });
  });
});
