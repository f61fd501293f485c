'use client';
// The priced booking as SWR data: asked again whenever anything it depends on changes (spec section 4), the last answer kept on screen meanwhile.
import useSWR from 'swr';
import { fetchPaymentData, type PaymentDataRequest } from './api';

const FETCH_DATA = '/api/payment/fetch-data';

/** The key holds every field of the request, so a change of any of them is a new request. */
export function paymentDataKey(request: PaymentDataRequest): readonly [string, string] {
  return [FETCH_DATA, JSON.stringify(request)];
}

export function usePaymentData(request: PaymentDataRequest | null) {
  return useSWR(
    request === null ? null : paymentDataKey(request),
    // The key is made from this very request, so the closure always sends what the key says.
    () => (request === null ? Promise.reject(new Error('no request')) : fetchPaymentData(request)),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
