// The lead's rules: the idle popup's form, and POST /api/lead's body (an email or a phone number, plus where the visitor came from).
import { type InferType, mixed, object, string } from 'yup';
import { PLAUSIBLE_EMAIL } from '../booking/email-address';
import { IDLE_PHONE } from '../booking/patterns';
import { LOCALES, type Locale } from '../booking/types';
import { campaignSchema, MESSAGES } from '../booking/validation';

/** A phone number with the spaces inside it removed, so the 8-to-15-digit rule sees digits only. */
const phoneWithoutSpaces = () =>
  string().transform((value: unknown) =>
    typeof value === 'string' ? value.replace(/\s+/g, '') : value,
  );

/**
 * The idle popup: an email (required) and optionally a phone number. Surrounding spaces are
 * trimmed; spaces inside a phone number are removed before the 8-to-15-digit rule applies.
 */
export const idlePopupSchema = object({
  email: string().trim().required(MESSAGES.idleEmail).matches(PLAUSIBLE_EMAIL, MESSAGES.idleEmail),
  phone: phoneWithoutSpaces()
    .optional()
    .matches(IDLE_PHONE, { message: MESSAGES.idlePhone, excludeEmptyString: true }),
});

export const leadRequestSchema = object({
  email: string()
    .trim()
    .max(254, MESSAGES.tooLong)
    .matches(PLAUSIBLE_EMAIL, { message: MESSAGES.idleEmail, excludeEmptyString: true })
    .default(''),
  phoneNumber: phoneWithoutSpaces()
    .matches(IDLE_PHONE, { message: MESSAGES.idlePhone, excludeEmptyString: true })
    .default(''),
  locale: mixed<Locale>()
    .oneOf([...LOCALES], MESSAGES.format)
    .nullable()
    .default(null),
  campaign: campaignSchema().nullable().default(null),
  crmTrackingId: string().trim().max(100, MESSAGES.tooLong).nullable().default(null),
}).test('a-contact', MESSAGES.idleEmail, function hasContact(lead) {
  // One way to reach the visitor is enough; with neither, the email is what the popup asks for.
  if (lead.email || lead.phoneNumber) return true;
  return this.createError({ path: 'email', message: MESSAGES.idleEmail });
});

export type LeadRequest = InferType<typeof leadRequestSchema>;
