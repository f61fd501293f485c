// The consent in a reservation's body (yup): kept apart from consent.ts, whose texts' links the summary draws in the browser, so yup stays out of its first scripts.
import { boolean, object, string } from 'yup';
import { CONSENT_REQUIRED, CONSENT_VERSION_MAX_LENGTH } from './consent';

const ticked = () =>
  boolean()
    .strict()
    .required(CONSENT_REQUIRED)
    .oneOf([true], CONSENT_REQUIRED)
    .typeError(CONSENT_REQUIRED);

/**
 * Both boxes ticked and a version named; a missing or unticked box is `consent-required`
 * (validatePayload answers with that id rather than `validation-failed`).
 */
export function consentSchema() {
  return object({
    version: string()
      .trim()
      .required(CONSENT_REQUIRED)
      .max(CONSENT_VERSION_MAX_LENGTH, CONSENT_REQUIRED),
    terms: ticked(),
    healthData: ticked(),
  })
    .default(undefined)
    .required(CONSENT_REQUIRED);
}
