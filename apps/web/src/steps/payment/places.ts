// The check-ups and clinics as the payment and success pages name them: titles and addresses in the page's language, nothing more.
import { mapUrl } from '@/booking/calendar';
import type { Checkup, Language, Location } from '@/booking/types';

export interface CheckupName {
  slug: string;
  title: string;
  /** The title of the check-up booked for two. */
  twoPersonTitle: string;
}

export interface ClinicPlace {
  slug: string;
  title: string;
  /** Lines of the postal address. */
  address: string;
  /** A maps link for directions. */
  mapUrl: string;
}

export interface BookingPlaces {
  checkups: CheckupName[];
  clinics: ClinicPlace[];
}

/** Shaped on the server, so a page hands the browser only these few strings. */
export function bookingPlaces(
  checkups: readonly Checkup[],
  locations: readonly Location[],
  language: Language,
): BookingPlaces {
  return {
    checkups: checkups.map((checkup) => ({
      slug: checkup.slug,
      title: checkup.title[language] || checkup.title.en,
      twoPersonTitle:
        checkup.twoPersonTitle[language] ||
        checkup.twoPersonTitle.en ||
        checkup.title[language] ||
        checkup.title.en,
    })),
    clinics: locations.map((location) => {
      const address = location.address[language] || location.address.en;
      return {
        slug: location.slug,
        title: location.title[language] || location.title.en,
        address,
        mapUrl: mapUrl({ address, center: location.center }),
      };
    }),
  };
}

export function checkupTitle(
  places: BookingPlaces,
  slug: string | null,
  isPartnerBooking: boolean,
): string | null {
  const checkup = places.checkups.find((candidate) => candidate.slug === slug);
  if (checkup === undefined) return null;
  return isPartnerBooking ? checkup.twoPersonTitle : checkup.title;
}

export function clinicOf(places: BookingPlaces, slug: string | null): ClinicPlace | null {
  return places.clinics.find((candidate) => candidate.slug === slug) ?? null;
}
