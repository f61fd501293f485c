// Tests only. Shared by the partner page's component tests: a pair booking as fetch-partner answers it.
import type { PartnerReservation } from './partner-api';

export const PAIR_ID = '0b7c5a8e-8f1e-4c1a-9d59-0a9f3c1e2b44';

export const pairReservation: PartnerReservation = {
  id: PAIR_ID,
  name: 'NOVA-7K2Q9M',
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'zurich_bellevue',
  timeSlotStart: '2027-03-10T09:00:00+01:00',
  timeSlotEnd: '2027-03-10T10:30:00+01:00',
  servicesPartner: ['dxa'],
  partnerCompleted: false,
};
