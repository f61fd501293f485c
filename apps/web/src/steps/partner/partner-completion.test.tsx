/** @jest-environment jsdom */
// The partner's details form when the server refuses to overwrite details stored before: the modal explains, the page shows them complete.
import { fireEvent, screen, within } from '@testing-library/react';
import { checkupsOffered } from '@/booking/offer';
import { catalogue } from '@/booking/test-fixtures';
import { catalogueView, servicesNamedBy } from '../step-views';
import { renderWithCart } from '../test-support/render';
import { PartnerCompletion } from './partner-completion';
import { PAIR_ID, pairReservation } from './test-fixtures';

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);
// The form's own rules have their tests; here every field counts as filled in.
jest.mock('../summary/use-details-validation', () => ({
  useDetailsValidation: () => ({
    isValid: true,
    attempt: () => true,
    customerErrorOf: () => null,
    touchCustomer: () => undefined,
  }),
}));

const ID = PAIR_ID;
const reservation = pairReservation;
const view = catalogueView(
  {
    checkups: checkupsOffered(catalogue, 'ch'),
    services: catalogue.services,
    locations: catalogue.locations,
  },
  'en',
);

it('shows the refusal to overwrite stored details in the error modal, then the details as complete', async () => {
  const fetcher = jest.fn(async () => ({
    ok: false,
    status: 409,
    json: async () => ({ error: 'partner-already-completed' }),
  }));
  globalThis.fetch = fetcher as unknown as typeof fetch;
  renderWithCart(
    <PartnerCompletion
      locale="en-ch"
      market="ch"
      checkups={view.checkups}
      services={servicesNamedBy(view.checkups, view.services)}
      locations={view.locations}
      reservation={reservation}
      reservationId={ID}
      email="ben@example.ch"
    />,
    {
      url: `/en-ch/check-up?partner=true&reservationIdPartner=${ID}`,
      copy: {
        'errors.partner-already-completed': 'Your details have already been completed.',
        'partner.doneTitle': 'Thank you, your details are complete',
      },
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Confirm my details' }));
  const modal = await screen.findByRole('alertdialog');
  expect(within(modal).getByText('Your details have already been completed.')).toBeVisible();
  fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Thank you, your details are complete',
  );
  expect(screen.queryByRole('button', { name: 'Confirm my details' })).not.toBeInTheDocument();
  expect(fetcher).toHaveBeenCalledTimes(1);
});
