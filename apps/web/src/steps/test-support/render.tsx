// Tests only. Renders a booking step's client part as the booking layout would: UI copy and the cart over a given address and session.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { marketOffer } from '@/booking/address-session';
import { intlLocaleOf, isLocale } from '@/booking/locale';
import { catalogue } from '@/booking/test-fixtures';
import { ErrorModalProvider } from '@/client/error-modal/error-modal';
import { MESSAGE_DEFAULTS } from '@/content/message-defaults';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';
import type { BookingCart, KnownSlugs } from '../cart/cart';
import { CartProvider } from '../cart/cart-provider';
import { CART_STORAGE_KEY } from '../cart/cart-storage';
import { resetNavigation } from './navigation';

export const TODAY = '2027-03-01';

export function knownSlugs(market: 'ch' | 'de'): KnownSlugs {
  return {
    checkups: catalogue.checkups.filter((c) => c.countries.includes(market)).map((c) => c.slug),
    services: catalogue.services.map((s) => s.slug),
    locations: catalogue.locations.filter((l) => l.country === market).map((l) => l.slug),
  };
}

export interface CartRenderOptions {
  url: string;
  session?: Partial<BookingCart>;
  copy?: Record<string, string>;
}

export function renderWithCart(ui: ReactElement, { url, session, copy = {} }: CartRenderOptions) {
  resetNavigation(url);
  window.sessionStorage.clear();
  if (session) window.sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify(session));
  const locale = url.split('/')[1];
  if (!isLocale(locale)) throw new Error(`not a locale address: ${url}`);
  const market = locale.endsWith('-de') ? 'de' : 'ch';
  return render(
    <UiCopyProvider copy={{ ...MESSAGE_DEFAULTS, ...copy }} locale={intlLocaleOf(locale)}>
      <ErrorModalProvider>
        <CartProvider locale={locale} today={TODAY} offer={marketOffer(catalogue, market)}>
          {ui}
        </CartProvider>
      </ErrorModalProvider>
    </UiCopyProvider>,
  );
}

export function storedCart(): Partial<BookingCart> {
  return JSON.parse(window.sessionStorage.getItem(CART_STORAGE_KEY) ?? '{}');
}
