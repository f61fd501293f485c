/** @jest-environment jsdom */
// The location step: clinics in the order given (nearest first), coming soon not selectable, unsupported add-ons named and dropped, the discount.
import { fireEvent, screen } from '@testing-library/react';
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
      market={market}
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

  it('names the chosen add-ons a clinic does not offer, and drops them on continuing', async () => {
    renderStep(
      '/en-ch/location?checkup=whole_body_scan_with_blood_test&services=brain_age&services=dxa',
    );
    expect(await screen.findAllByText(/not offered here: brain_age/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: /zurich/i }));
    expect(storedCart().locationSlug).toBe('zurich_bellevue');
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    expect(router.push).toHaveBeenCalledWith(
      '/en-ch/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa&location=zurich_bellevue',
    );
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
