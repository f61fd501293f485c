// What the clinic's desk needs to know about a booking's money: how it was paid and what is still due on the day.
import type { ReservationStatus } from './reservation-status';
import type { ReservationType } from './types';

/**
 * - `paid`: paid in full online;
 * - `instalments`: paid by monthly instalments that run on (nothing due at the desk);
 * - `downpayment`: a downpayment was paid online, the rest is due at the desk;
 * - `processing`: a bank debit has been started and has not settled yet;
 * - `unpaid`: no payment has been taken (a hold, or a booking that ended before paying).
 */
export type DeskPaymentState = 'paid' | 'instalments' | 'downpayment' | 'processing' | 'unpaid';

export interface DeskPaymentInput {
  status: ReservationStatus;
  reservationType: ReservationType;
  totalAmount: number;
  dueNowAmount: number;
  installmentMonths: number;
  /** Set once a payment has been started and the provider reports it as processing. */
  processing?: boolean;
}

export interface DeskPayment {
  state: DeskPaymentState;
  /** Minor units still to be paid at the clinic on the day; 0 unless `downpayment`. */
  dueAtDesk: number;
}

const PAID: readonly ReservationStatus[] = [
  'confirmed',
  'downpayment_confirmed',
  'arrived',
  'no_show',
];

/** The desk's view of a booking's payment: one place, for the day sheet and the clinic's webhook. */
export function deskPayment(input: DeskPaymentInput): DeskPayment {
  if (!PAID.includes(input.status)) {
    return { state: input.processing ? 'processing' : 'unpaid', dueAtDesk: 0 };
  }
  if (input.reservationType === 'downpayment') {
    return {
      state: 'downpayment',
      dueAtDesk: Math.max(0, input.totalAmount - input.dueNowAmount),
    };
  }
  if (input.installmentMonths > 0) return { state: 'instalments', dueAtDesk: 0 };
  return { state: 'paid', dueAtDesk: 0 };
}
