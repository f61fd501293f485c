/** @jest-environment jsdom */
// The location step: clinics in the order given (nearest first), coming soon not selectable, lacking add-ons named and removed only when the visitor agrees, the discount.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sortLocationsByDistance } from '@/booking/distance';
import { catalogue } from '@/booking/test-fixtures';
import { catalogueView, locationView } from '../step-views';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { LocationStep } from './location-step';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

function renderStep(url: string, market: 'ch' | 'de' = 'ch') {
  const visitor = market === 'ch' ? { lat: 47.56, lng: 7.6 } : null;
  const locations = catalogue.locations.filter((location) => location.country === market);
  const view = catalogueView(catalogue, 'en');
  return renderWithCart(
    <LocationStep
      locale={market === 'ch' ? 'en-ch' : 'en-de'}
      currency={market === 'ch' ? 'CHF' : 'EUR'}
      checkups={view.checkups}
      services={view.services}
      choices={sortLocationsByDistance(locations, visitor).map((location) => ({
        location: locationView(location, 'en'),
        distanceKm: visitor === null ? null : 5,
      }))}
    />,
    { url },
  );
}

describe('the location step', () => {
  it('lists the clinics nearest first with their discount', async () => {
    renderStep('/en-ch/location?checkup=whole_body_scan_with_blood_test');
    const radios = await screen.findAllByRole('radio');
    expect(
      radios.map((radio) => radio.closest('[data-location]')?.getAttribute('data-location')),
    ).toEqual(['basel_zentral', 'basel_rheinfelden', 'zurich_bellevue']);
    expect(screen.getByText(/CHF\s250\.00 off per person/)).toBeInTheDocument();
  });

  it('shows a coming-soon clinic last and not selectable', async () => {
    renderStep('/en-de/location?checkup=whole_body_scan_with_blood_test', 'de');
    const radios = await screen.findAllByRole('radio');
    expect(radios.at(-1)).toBeDisabled();
    expect(screen.getByText('Opening soon')).toBeInTheDocument();
  });

  it('marks each clinic lacking a chosen add-on in words, for both persons of a pair', async () => {
    renderStep(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=brain_age&isPartnerBooking=true&servicesPartner=blood_extended',
    );
    const rheinfelden = await screen.findByRole('radio', { name: /basel_rheinfelden/ });
    expect(rheinfelden).toHaveAccessibleName(
      expect.stringContaining('Does not offer: brain_age, blood_extended'),
    );
    expect(screen.getByRole('radio', { name: /zurich/i })).toHaveAccessibleName(
      expect.stringContaining('Does not offer: brain_age'),
    );
    // Basel Zentral has brain age: only the partner's add-on is named.
    expect(screen.getByRole('radio', { name: /basel_zentral/ })).toHaveAccessibleName(
      expect.stringMatching(/Does not offer: blood_extended$/),
    );
  });

  it('asks before choosing a clinic that lacks a chosen add-on; picking another keeps everything', async () => {
    renderStep(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=brain_age&services=dxa',
    );
    fireEvent.click(await screen.findByRole('radio', { name: /zurich/i }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Zurich Bellevue does not offer all your add-ons',
    });
    expect(dialog).toHaveTextContent('Zurich Bellevue does not offer: brain_age.');
    expect(storedCart().locationSlug).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick another clinic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart()).toMatchObject({ locationSlug: null, servicesSlugs: ['brain_age', 'dxa'] });
    expect(screen.getByRole('radio', { name: /zurich/i })).not.toBeChecked();

    // Escape answers the same.
    fireEvent.click(screen.getByRole('radio', { name: /zurich/i }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart()).toMatchObject({ locationSlug: null, servicesSlugs: ['brain_age', 'dxa'] });
  });

  it('removes only the lacking add-ons, for both persons, when the visitor says so', async () => {
    renderStep(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=brain_age&services=dxa&isPartnerBooking=true&servicesPartner=brain_age',
    );
    fireEvent.click(await screen.findByRole('radio', { name: /zurich/i }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Remove brain_age and choose this clinic' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart()).toMatchObject({
      locationSlug: 'zurich_bellevue',
      servicesSlugs: ['dxa'],
      servicesPartnerSlugs: [],
    });
    expect(screen.getByRole('radio', { name: /zurich/i })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(router.push).toHaveBeenCalledWith(
      '/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa&location=zurich_bellevue&isPartnerBooking=true',
    );
  });

  it('asks on Continue, instead of dropping anything, when the address names a clinic lacking an add-on', async () => {
    renderStep(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=brain_age&location=zurich_bellevue',
    );
    fireEvent.click(await screen.findByRole('button', { name: /Continue/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('brain_age');
    expect(router.push).not.toHaveBeenCalled();
    expect(storedCart().servicesSlugs).toEqual(['brain_age']);
  });

  it('says why when the proxy took a clinic that is opening soon out of the address', async () => {
    renderStep(
      '/en-de/location?checkup=whole_body_scan_with_blood_test&locationComingSoon=frankfurt',
      'de',
    );
    expect(
      await screen.findByText(
        'frankfurt is opening soon and cannot be booked yet. Please choose another clinic.',
      ),
    ).toBeInTheDocument();
    expect(storedCart().locationSlug).toBeNull();
  });

  it('is a form the browser submits to the time slot step with the chosen clinic', async () => {
    renderStep('/en-ch/location?checkup=whole_body_scan_with_blood_test');
    const radio = await screen.findByRole('radio', { name: /zurich/i });
    const form = radio.closest('form');
    expect(form).toHaveAttribute('action', '/en-ch/timeslot');
    expect(form).toHaveAttribute('method', 'get');
    expect(radio).toHaveAttribute('name', 'location');
    expect(radio).toBeRequired();
  });

  it('does not continue before a clinic is chosen', async () => {
    renderStep('/en-ch/location?checkup=whole_body_scan_with_blood_test');
    expect(await screen.findByRole('button', { name: /Continue/ })).toBeDisabled();
  });
});
