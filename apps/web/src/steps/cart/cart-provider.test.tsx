/** @jest-environment jsdom */
// The cart store in the browser: the address and sessionStorage kept in step, updates through immer, personal data only in the session.
import { act, screen, waitFor } from '@testing-library/react';
import { router } from '../test-support/navigation';
import { renderWithCart, storedCart } from '../test-support/render';
import { type CartControl, useCart } from './cart-provider';

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

describe('the cart provider', () => {
  beforeEach(() => {
    control = null;
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

  it('updates through immer, writes both stores, and goes to a step with the new query', async () => {
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
});
