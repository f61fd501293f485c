// The specification's plain text pattern for a phone number, without yup, so a page that only checks one does not load the form rules (an email's rule is email-address.ts, every form's).

/** An optional plus and 8 to 15 digits. */
export const IDLE_PHONE = /^\+?\d{8,15}$/;
