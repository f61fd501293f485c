/** @jest-environment jsdom */
// The cart store in the browser: the address and sessionStorage kept in step, updates by recipes, personal data only in the session.
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { catalogue } from '@/booking/test-fixtures';
import { DroppedNotice } from '../frame/dropped-notice';
import { catalogueNames } from '../step-views';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import type { CartControl } from './cart-control';
import { useCart } from './cart-provider';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

let control: CartControl | null = null;
function Probe() {
  control = useCart();
  return <p>{control.ready ? `ready ${control.cart.checkupSlug ?? 'none'}` : 'loading'}</p>;
}

function current(): CartControl {
  if (control === null) throw new Error('the probe did not render');
  return control;
}

/**
 * Chooses a clinic and goes on as it mounts: its effect runs before the provider's own, so the
 * press comes before the cart has read the address and the session, as a press right after
 * hydration can.
 */
function EarlyPress() {
  const { update } = useCart();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it mounts.
  useEffect(() => {
    update(
      (draft) => {
        draft.locationSlug = 'zurich_bellevue';
      },
      { goTo: 'timeslot' },
    );
  }, []);
  return null;
}

describe('the cart provider', () => {
  beforeEach(() => {
    control = null;
  });

  it('applies a press made before the cart has arrived on top of the address, not an empty cart', async () => {
    renderWithCart(
      <>
        <EarlyPress />
        <Probe />
      </>,
      { url: '/de-ch/location?checkup=whole_body_scan_with_blood_test&services=dxa' },
    );
    await screen.findByText('ready whole_body_scan_with_blood_test');
    // The check-up and add-on from the address are kept with the clinic, in the session and the next step's address.
    expect(storedCart()).toMatchObject({
      checkupSlug: 'whole_body_scan_with_blood_test',
      servicesSlugs: ['dxa'],
      locationSlug: 'zurich_bellevue',
    });
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledWith(
      '/de-ch/timeslot?checkup=whole_body_scan_with_blood_test&services=dxa&location=zurich_bellevue',
    );
    // The address the press left is not written over while its navigation is under way: Next.js
    // takes a replaced address for a navigation of its own and drops the step the press asked for.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/de-ch/location?checkup=whole_body_scan_with_blood_test&services=dxa',
    );
  });

  it('fills an empty address from the session cart', async () => {
    renderWithCart(<Probe />, {
      url: '/de-ch/location',
      session: { checkupSlug: 'mammography', servicesSlugs: ['dxa'] },
    });
    await screen.findByText('ready mammography');
    expect(window.location.search).toBe('?checkup=mammography&services=dxa');
  });

  it('lets a shared link win over the session and stores the result', async () => {
    renderWithCart(<Probe />, {
      url: '/de-ch/add-ons?checkup=whole_body_scan',
      session: { checkupSlug: 'mammography', locationSlug: 'basel_zentral' },
    });
    await screen.findByText('ready whole_body_scan');
    expect(storedCart()).toMatchObject({
      checkupSlug: 'whole_body_scan',
      locationSlug: 'basel_zentral',
    });
    expect(window.location.search).toBe('?checkup=whole_body_scan&location=basel_zentral');
  });

  it('keeps personal details from a link in the session and takes them out of the address', async () => {
    renderWithCart(<Probe />, {
      url: '/en-ch/check-up?checkup=mammography&firstname=Anna&email=anna%40example.ch&phone=%2B41791234567',
    });
    await screen.findByText('ready mammography');
    expect(storedCart().personalData).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.ch',
    });
    expect(window.location.href).not.toMatch(/Anna|example|41791234567/);
  });

  it('updates by a recipe, writes both stores, and goes to a step with the new query', async () => {
    renderWithCart(<Probe />, { url: '/de-ch/check-up' });
    await screen.findByText('ready none');
    act(() => {
      current().update(
        (draft) => {
          draft.checkupSlug = 'mammography';
          draft.personalData = {
            firstName: 'Anna',
            lastName: 'Muster',
            email: 'anna@example.ch',
            phone: '+41791234567',
            city: 'Bern',
            country: 'CH',
            postalCode: '3000',
            street: 'Weg 1',
            birthDate: '1980-01-01',
            biologicalSex: 'female',
            language: 'de',
            localization: 'de-ch',
          };
        },
        { goTo: 'add-ons' },
      );
    });
    expect(router.push).toHaveBeenCalledWith('/de-ch/add-ons?checkup=mammography');
    expect(storedCart()).toMatchObject({ checkupSlug: 'mammography' });
    expect(storedCart().personalData?.email).toBe('anna@example.ch');
    act(() => {
      current().update((draft) => {
        draft.servicesSlugs.push('dxa');
      });
    });
    await waitFor(() => expect(window.location.search).toBe('?checkup=mammography&services=dxa'));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(current().stepHref('location')).toBe('/de-ch/location?checkup=mammography&services=dxa');
  });

  it('drops a session cart of the other market', async () => {
    renderWithCart(<Probe />, {
      url: '/en-de/check-up',
      session: { checkupSlug: 'whole_body_scan', locationSlug: 'basel_zentral' },
    });
    await screen.findByText('ready none');
    expect(window.location.search).toBe('');
  });

  describe('entering a page with what cannot be honoured', () => {
    const copy = {
      'notice.dropped.heading': 'Some of your choices were removed',
      'notice.dropped.line': '{what}: {why}',
      'notice.dropped.param.startDate': 'The calendar start {value}',
      'notice.dropped.param.location': 'The clinic “{value}”',
      'notice.dropped.param.services': 'The add-on “{value}”',
      'notice.dropped.reason.service-cannot-be-booked': 'cannot be booked at the moment',
      'notice.dropped.reason.service-not-sold-in-market': 'not offered in this country',
      'notice.dropped.reason.location-not-in-market': 'not one of our clinics in this country',
      'notice.dropped.reason.date-in-past': 'this day has passed',
      'notice.dropped.dismiss': 'OK',
    };
    // As a page of either market names them: every check-up, add-on and clinic of both markets.
    const page = () => {
      const names = catalogueNames(catalogue, 'en');
      return (
        <>
          <DroppedNotice names={names} />
          <Probe />
        </>
      );
    };

    it('drops an unbookable add-on and a past date from the address, says so, and stores the rest', async () => {
      renderWithCart(page(), {
        url: '/en-ch/location?checkup=whole_body_scan&services=dxa,apo_e4_test&startDate=2020-01-06',
        copy,
      });
      await screen.findByText('ready whole_body_scan');
      // The list's code loads once something was dropped.
      await screen.findByText('Some of your choices were removed');
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent('Some of your choices were removed');
      expect(notice).toHaveTextContent('The add-on “apo_e4_test”: cannot be booked at the moment');
      expect(notice).toHaveTextContent('The calendar start 2020-01-06: this day has passed');
      expect(window.location.search).toBe('?checkup=whole_body_scan&services=dxa');
      expect(storedCart()).toMatchObject({ servicesSlugs: ['dxa'], startDate: null });
      await act(async () => screen.getByRole('button', { name: 'OK' }).click());
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it('keeps what both markets sell after a switch of market and names what it dropped', async () => {
      renderWithCart(page(), {
        url: '/en-de/add-ons',
        copy,
        session: {
          checkupSlug: 'whole_body_scan_with_blood_test',
          servicesSlugs: ['dxa', 'brain_age'],
          locationSlug: 'zurich_bellevue',
        },
      });
      await screen.findByText('ready whole_body_scan_with_blood_test');
      expect(window.location.search).toBe('?checkup=whole_body_scan_with_blood_test&services=dxa');
      await screen.findByText(/brain_age”: not offered in this country/);
      const notice = screen.getByRole('status');
      expect(notice).toHaveTextContent('The add-on “brain_age”: not offered in this country');
      // Named as the page's language names it, not by its slug.
      expect(notice).toHaveTextContent(
        'The clinic “Zurich Bellevue”: not one of our clinics in this country',
      );
      expect(notice).not.toHaveTextContent('zurich_bellevue');
      expect(notice).not.toHaveTextContent('DXA');
    });

    it('shows nothing when everything can be honoured', async () => {
      renderWithCart(page(), {
        url: '/en-ch/add-ons?checkup=whole_body_scan&services=dxa',
        copy,
      });
      await screen.findByText('ready whole_body_scan');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });
  });
});
