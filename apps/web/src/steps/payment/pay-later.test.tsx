/** @jest-environment jsdom */
// The pay-later link and a reservation that cannot be paid: the email check, refusals in the modal, and a retry after a failed lookup.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { router } from '../test-support/navigation';
import { storedCart } from '../test-support/render';
import { EMAIL, RESERVATION_ID, sessionAfterSummary, unpaid } from './test-fixtures';
import { pay, renderStep, serve } from './test-render';

configure({ asyncUtilTimeout: 5000 });

jest.mock('next/navigation', () => jest.requireActual('../test-support/navigation').navigation);

describe('the pay-later link', () => {
  it('asks for the booking’s email, refuses another one, and pays with the right one', async () => {
    const api = serve(unpaid());
    renderStep(null);
    const field = await screen.findByLabelText(/Email address/);
    fireEvent.change(field, { target: { value: 'someone@example.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Answered as an unknown reservation: the form stays, for the right email.
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Reservation not found')).toBeVisible();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));

    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: ` ${EMAIL} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: pay('2’490.00') })).toBeInTheDocument();
    expect(api.callsTo('/api/reservation/fetch-unpaid')).toHaveLength(2);
    // The session now knows the booking; the email is in it, never in the address.
    expect(storedCart()).toMatchObject({
      reservationName: 'NOVA-7K2Q9M',
      checkupSlug: 'whole_body_scan_with_blood_test',
      isReservationSuccess: true,
      personalData: { email: EMAIL },
    });
    expect(window.location.href).not.toContain('example');
  });

  it('holds the details form’s rule: an address without a real domain is refused unasked, a big provider’s typo offered its correction', async () => {
    const api = serve(unpaid());
    renderStep(null);
    const field = await screen.findByLabelText(/Email address/);
    fireEvent.change(field, { target: { value: 'anna@gmail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo('/api/reservation/fetch-unpaid')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'anna@gmial.com' } });
    fireEvent.blur(field);
    fireEvent.click(await screen.findByRole('button', { name: 'Did you mean anna@gmail.com?' }));
    expect(screen.getByLabelText(/Email address/)).toHaveValue('anna@gmail.com');
  });

  it('asks for the email when the session remembers another booking’s', async () => {
    const api = serve(unpaid());
    const session = sessionAfterSummary();
    renderStep({
      ...session,
      personalData: { ...session.personalData, email: 'earlier@example.ch' },
    });
    const field = await screen.findByLabelText(/Email address/);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fireEvent.change(field, { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('button', { name: pay('2’490.00') })).toBeInTheDocument();
    expect(api.callsTo('/api/reservation/fetch-unpaid')).toHaveLength(2);
  });

  it('offers a new booking when the reservation this session made is gone', async () => {
    serve(unpaid(), {
      '/api/reservation/fetch-unpaid': () => ({
        status: 404,
        body: { error: 'unpaid-reservation-not-found' },
      }),
    });
    renderStep({
      ...sessionAfterSummary(),
      reservationRequest: {
        reservationId: RESERVATION_ID,
        paymentId: `whole_body_scan_with_blood_test-${crypto.randomUUID()}`,
        fingerprint: '{}',
        email: EMAIL,
        createdAt: 0,
      },
    });
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Reservation not found')).toBeVisible();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Start a new booking' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
  });

  it('shows the booking as booked, not an error, when its link is opened after paying', async () => {
    serve(unpaid(), {
      '/api/reservation/fetch-unpaid': () => ({
        body: { reservation: unpaid({ status: 'confirmed' }) },
      }),
    });
    renderStep(null);
    fireEvent.change(await screen.findByLabelText(/Email address/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalled());
    const target = new URL(String(router.replace.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(target.pathname).toBe('/en-ch/success');
    expect(storedCart()).toMatchObject({
      reservationName: 'NOVA-7K2Q9M',
      isPaymentSuccess: true,
      personalData: { email: EMAIL },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

describe('a lookup that failed on the way', () => {
  it('offers to try again instead of a new booking', async () => {
    let failures = 1;
    serve(unpaid(), {
      '/api/reservation/fetch-unpaid': () =>
        failures-- > 0 ? { status: 500, body: {} } : { body: { reservation: unpaid() } },
    });
    renderStep();
    const modal = await screen.findByRole('alertdialog');
    expect(within(modal).getByText('Reservation failed. Please try again.')).toBeVisible();
    fireEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('link', { name: 'Start a new booking' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: pay('2’490.00') })).toBeInTheDocument();
  });
});
