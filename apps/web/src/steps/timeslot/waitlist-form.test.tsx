/** @jest-environment jsdom */
// The waiting list's answer after joining, in the seed's own words per language: the address must confirm before it is on the list.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { mockFetch, Providers } from '@/client/test-support/mock-fetch';
import { seedCopyIn } from '@/client/test-support/seed-copy';
import { WaitlistForm } from './waitlist-form';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const selection = {
  checkupSlug: 'whole_body_scan',
  locationSlug: 'zurich_bellevue',
  services: [],
  servicesPartner: [],
  isPartnerBooking: false,
};

describe('the waiting list form once the email is sent', () => {
  it.each([
    ['en-ch', 'en', 'en-CH', 'Check your email to confirm'],
    ['de-ch', 'de', 'de-CH', 'Prüfen Sie Ihre E-Mails, um zu bestätigen'],
    ['fr-ch', 'fr', 'fr-CH', 'Consultez vos e-mails pour confirmer'],
  ] as const)(
    '%s: asks the visitor to confirm by email, not that they are listed',
    async (locale, language, intl, said) => {
      const copy = seedCopyIn(language);
      mockFetch({ '/api/waitlist/join': () => ({ status: 202, body: { listed: true } }) });
      render(
        <Providers copy={copy} locale={intl}>
          <WaitlistForm
            locale={locale}
            selection={selection}
            day="2027-03-02"
            onDayOpen={jest.fn()}
          />
        </Providers>,
      );
      const form = screen.getByRole('region', { name: copy['waitlist.heading'] });
      const field = within(form).getByRole('textbox', { name: copy['waitlist.email'] });
      fireEvent.change(field, { target: { value: 'anna@example.ch' } });
      fireEvent.submit(field.closest('form') as HTMLFormElement);
      const status = await within(form).findByRole('status');
      expect(status).toHaveTextContent(said);
    },
  );
});
