// Tests only. Shared by the partner page's component tests: a pair booking as fetch-partner answers it.
import type { PartnerReservation } from './partner-api';

/** A partner link's token (43 base64url characters), in the fragment of the partner's link. */
export const PARTNER_TOKEN = 'pT0k3n_f0r_the_partner_0f_NOVA-7K2Q9M_abcde';

export const pairReservation: PartnerReservation = {
  name: 'NOVA-7K2Q9M',
  checkupSlug: 'whole_body_scan_with_blood_test',
  locationSlug: 'zurich_bellevue',
  timeSlotStart: '2027-03-10T09:00:00+01:00',
  timeSlotEnd: '2027-03-10T10:30:00+01:00',
  servicesPartner: ['dxa'],
  partnerCompleted: false,
  cancelled: false,
  moved: false,
};
