// The booking cart: what a visitor has chosen and entered in this browser session (spec section 3, "Booking cart").
import type { MarketOffer } from '@/booking/address-session';
import { type CampaignData, NO_CAMPAIGN } from '@/booking/campaign';
import type { StepSlug } from '@/booking/guards';
import type { InstallmentMonths } from '@/booking/money';
import type { PartnerDetails, PersonalData } from '@/booking/person';
import type { ReservationRequestRecord } from '@/booking/reservation-request';

export interface BookingCart {
  checkupSlug: string | null;
  locationSlug: string | null;
  /** The customer's additional services. */
  servicesSlugs: string[];
  /** The partner's additional services (pair bookings only). */
  servicesPartnerSlugs: string[];
  discountCode: string | null;
  /** First day the calendar shows, YYYY-MM-DD; null is today. */
  startDate: string | null;
  selectedDate: string | null;
  /** ISO 8601 with Zurich's offset. */
  timeSlotStart: string | null;
  timeSlotEnd: string | null;
  totalDuration: number | null;
  /** The customer's details. Session storage only: never written into an address. */
  personalData: PersonalData | null;
  personalDataPartner: PartnerDetails | null;
  reservationId: string | null;
  /**
   * The partner's own link token (`#partner=` in the fragment): it stands for the pair booking the
   * partner completes, which they never learn the id of. Never written into an address.
   */
  partnerToken: string | null;
  reservationName: string | null;
  /** How this session made its last reservation: Reserve again repeats it, or replaces it. */
  reservationRequest: ReservationRequestRecord | null;
  isReservationProcessing: boolean;
  isReservationSuccess: boolean;
  isPaymentSuccess: boolean;
  /** The customer books for two. */
  isPartnerBooking: boolean;
  /** The visitor came through a partner's link (`partner=true`). */
  partner: boolean;
  installmentMonths: InstallmentMonths;
  /** Captured on the first landing of the session and kept for the reservation. */
  campaign: CampaignData;
  /** Steps entered in this session, in the order first entered. */
  visitedSteps: StepSlug[];
}

export function emptyCart(): BookingCart {
  return {
    checkupSlug: null,
    locationSlug: null,
    servicesSlugs: [],
    servicesPartnerSlugs: [],
    discountCode: null,
    startDate: null,
    selectedDate: null,
    timeSlotStart: null,
    timeSlotEnd: null,
    totalDuration: null,
    personalData: null,
    personalDataPartner: null,
    reservationId: null,
    partnerToken: null,
    reservationName: null,
    reservationRequest: null,
    isReservationProcessing: false,
    isReservationSuccess: false,
    isPaymentSuccess: false,
    isPartnerBooking: false,
    partner: false,
    installmentMonths: 0,
    campaign: { ...NO_CAMPAIGN },
    visitedSteps: [],
  };
}

/** A stored reservation's appointment, as the server answers it. */
export interface BookedAppointment {
  id: string;
  name: string;
  checkupSlug: string;
  locationSlug: string;
  timeSlotStart: string;
  timeSlotEnd: string;
}

/** The visitor books or pays for themselves: a partner's link opened earlier no longer applies. */
export function forgetPartnerLink(cart: BookingCart): void {
  cart.partner = false;
  cart.partnerToken = null;
}

/**
 * The cart takes a stored reservation as its booking: what was booked wins over what was chosen.
 * A reservation to pay is the visitor's own, not a partner's.
 */
export function adoptReservation(cart: BookingCart, reservation: BookedAppointment): void {
  forgetPartnerLink(cart);
  cart.reservationId = reservation.id;
  cart.reservationName = reservation.name;
  cart.checkupSlug = reservation.checkupSlug;
  cart.locationSlug = reservation.locationSlug;
  cart.timeSlotStart = reservation.timeSlotStart;
  cart.timeSlotEnd = reservation.timeSlotEnd;
  cart.isReservationSuccess = true;
}

export function hasCampaign(campaign: CampaignData): boolean {
  return Object.values(campaign).some((value) => value !== null);
}

/** The slugs this page's market knows; anything else in a cart or an address is dropped. */
export interface KnownSlugs {
  checkups: readonly string[];
  services: readonly string[];
  locations: readonly string[];
}

/** The slugs a market's offer names: what the booking layout sends once, read both ways. */
export function knownSlugsOf(offer: MarketOffer): KnownSlugs {
  return {
    checkups: offer.checkups.map((checkup) => checkup.slug),
    services: [...offer.services],
    locations: [...offer.locations],
  };
}
