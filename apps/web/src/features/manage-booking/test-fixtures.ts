// Tests only: a paid booking as the manage page's API answers it.
import type { ManagedBooking } from './api';

export const BOOKED: ManagedBooking = {
  name: 'NOVA-7K2Q9M',
  status: 'booked',
  start: '2027-03-04T11:00:00+01:00',
  end: '2027-03-04T12:30:00+01:00',
  checkupTitle: 'Whole body scan with blood test',
  location: { title: 'Bern', address: 'Bundesplatz 1, 3011 Bern' },
  currency: 'CHF',
  totalAmount: 249000,
  paidAmount: 249000,
  refundedAmount: null,
  amounts: { paid: 249000, refunded: 0, net: 249000 },
  installmentMonths: 0,
  cancellation: { refundPercent: 50, refundAmount: 124500, paidAmount: 249000 },
  reschedule: {
    slotsQuery: 'location=bern&checkup=whole_body_scan_with_blood_test',
    clinics: [
      {
        slug: 'bern',
        title: 'Bern',
        address: 'Bundesplatz 1, 3011 Bern',
        current: true,
        slotsQuery: 'location=bern&checkup=whole_body_scan_with_blood_test',
        settlement: { kind: 'same' },
      },
      {
        slug: 'basel_rheinfelden',
        title: 'Basel Rheinfelden',
        address: 'Salinenstrasse 98, 4310 Rheinfelden',
        current: false,
        slotsQuery: 'location=basel_rheinfelden&checkup=whole_body_scan_with_blood_test',
        settlement: { kind: 'refund', amount: 25000 },
      },
    ],
  },
};
