import { deskPayment } from './desk-payment';

const base = {
  status: 'confirmed' as const,
  reservationType: 'full' as const,
  totalAmount: 250_000,
  dueNowAmount: 250_000,
  installmentMonths: 0,
};

describe('deskPayment', () => {
  it('shows a booking paid in full as paid, nothing due', () => {
    expect(deskPayment(base)).toEqual({ state: 'paid', dueAtDesk: 0 });
  });

  it('shows running instalments with nothing due at the desk', () => {
    expect(deskPayment({ ...base, installmentMonths: 6, dueNowAmount: 41_667 })).toEqual({
      state: 'instalments',
      dueAtDesk: 0,
    });
  });

  it('asks the desk for the rest of a downpayment booking, also once the customer has arrived', () => {
    const downpayment = {
      ...base,
      reservationType: 'downpayment' as const,
      status: 'downpayment_confirmed' as const,
      dueNowAmount: 50_000,
    };
    expect(deskPayment(downpayment)).toEqual({ state: 'downpayment', dueAtDesk: 200_000 });
    expect(deskPayment({ ...downpayment, status: 'arrived' })).toEqual({
      state: 'downpayment',
      dueAtDesk: 200_000,
    });
  });

  it('never asks the desk for money on a booking that is not paid', () => {
    expect(deskPayment({ ...base, status: 'pending' })).toEqual({ state: 'unpaid', dueAtDesk: 0 });
    expect(deskPayment({ ...base, status: 'pending', processing: true })).toEqual({
      state: 'processing',
      dueAtDesk: 0,
    });
    expect(deskPayment({ ...base, status: 'cancelled', reservationType: 'downpayment' })).toEqual({
      state: 'unpaid',
      dueAtDesk: 0,
    });
  });
});
