// Every GROQ query of the storefront, in one place; `sanity typegen` reads this file for result types.
import { defineQuery } from 'groq';

const localised = /* groq */ `{en, de, fr}`;

export const CHECKUPS_QUERY =
  defineQuery(`*[_type == "checkup" && defined(slug.current)] | order(order asc) {
  _id,
  "slug": slug.current,
  order,
  durationMinutes,
  price{chf, eur},
  priceTwoPerson{chf, eur},
  title${localised},
  twoPersonTitle${localised},
  description${localised},
  "includedServiceSlugs": includedServices[]->slug.current,
  "availableServiceSlugs": availableAdditionalServices[]->slug.current,
  countries,
  reservationType,
  downpaymentAmount{chf, eur},
  stripeInstalment6,
  stripeInstalment12
}`);

export const SERVICES_QUERY =
  defineQuery(`*[_type == "service" && defined(slug.current)] | order(order asc, slug.current asc) {
  _id,
  "slug": slug.current,
  notionId,
  durationMinutes,
  price{chf, eur},
  cannotBeBooked,
  "cannotBeBookedTogetherSlugs": cannotBeBookedTogether[]->slug.current,
  highlighted,
  icon,
  order,
  "tags": tags[]->{_id, title${localised}, color},
  title${localised},
  description${localised},
  modalText${localised},
  modalInfoText${localised},
  timeslotInfo${localised}
}`);

export const LOCATIONS_QUERY =
  defineQuery(`*[_type == "location" && defined(slug.current)] | order(slug.current asc) {
  _id,
  "slug": slug.current,
  notionId,
  isComingSoon,
  country,
  title${localised},
  address${localised},
  contact{email, phone},
  center{lat, lng},
  leadTimeDays,
  discountAmount,
  "unsupportedServiceSlugs": unsupportedServices[]->slug.current,
  rooms[]{roomId, name},
  openingHours[]{weekday, closed, open, close},
  closures[]{from, to},
  slotStepMinutes,
  bufferMinutes
}`);

export const UI_COPY_QUERY = defineQuery(`*[_type == "uiCopy" && defined(key)] {
  _id,
  key,
  text${localised},
  localeOverrides[]{locale, text}
}`);

export const SITE_SETTINGS_QUERY = defineQuery(`*[_type == "siteSettings"][0] {
  brandName,
  supportEmail,
  supportPhone,
  supportContacts{
    ch{email, phone},
    de{email, phone}
  },
  legalEntities{
    ch{name, address, registerNumber, responsiblePerson},
    de{name, address, registerNumber, responsiblePerson}
  },
  bookingHorizonDays,
  reminderHoursBefore,
  waitlistNotifyCount,
  unpaidHoldShare,
  cancellationPolicy{
    full[]{hoursBefore, refundPercent},
    downpayment[]{hoursBefore, refundPercent},
    rescheduleCutoffHours
  },
  legalLinks[]{label${localised}, url}
}`);

/** The consent texts of the summary's two boxes and their version (one document). */
export const CONSENT_QUERY = defineQuery(`*[_type == "consent"][0] {
  _id,
  version,
  terms${localised},
  healthData${localised}
}`);

/** The legal pages' kinds and titles (the footer's links); their texts are read page by page. */
export const LEGAL_PAGES_QUERY = defineQuery(`*[_type == "legalPage" && defined(kind)] {
  kind,
  title${localised}
}`);

/** One legal page in one language: the page carries no other language's blocks. */
export const LEGAL_PAGE_QUERY = defineQuery(`*[_type == "legalPage" && kind == $kind][0] {
  kind,
  title${localised},
  "body": coalesce(select($language == "de" => body.de, $language == "fr" => body.fr, body.en), body.en)
}`);

/** What to bring and how to prepare, as the confirmation and the reminder show them (one document). */
export const PREPARATION_QUERY = defineQuery(`*[_type == "preparation"][0] {
  whatToBring${localised},
  howToPrepare${localised}
}`);

/** The editors' redirects, read on the server before a page or its 404 is drawn. */
export const REDIRECTS_QUERY = defineQuery(`*[_type == "siteSettings"][0].redirects[]{
  source,
  destination,
  "permanent": coalesce(permanent, false)
}`);

/** Server only: discount codes are never part of a public query or a client bundle. */
export const DISCOUNT_CODE_QUERY =
  defineQuery(`*[_type == "discountCode" && upper(code) == upper($code)][0] {
  _id,
  code,
  kind,
  value,
  currencies,
  validFrom,
  validUntil,
  "checkupSlugs": checkups[]->slug.current,
  maxRedemptions,
  active
}`);

export const SCREENING_QUESTIONS_QUERY =
  defineQuery(`*[_type == "screeningQuestion" && defined(key)] | order(order asc, key asc) {
  _id,
  key,
  order,
  question${localised},
  help${localised},
  "checkupSlugs": checkups[]->slug.current,
  answers[]{value, label${localised}, outcome, reason${localised}}
}`);

/** Server only: the staff member of a work email (compared in lower case) and the clinics they see. */
export const STAFF_MEMBER_QUERY =
  defineQuery(`*[_type == "staffMember" && lower(email) == lower($email)][0] {
  email,
  name,
  "clinicSlugs": clinics[]->slug.current
}`);
