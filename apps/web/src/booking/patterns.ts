// The specification's plain text patterns for an email and a phone number, without yup, so a page that only checks an email does not load the form rules.

/** Something, an at sign, something, a dot, something, no spaces. */
export const IDLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional plus and 8 to 15 digits. */
export const IDLE_PHONE = /^\+?\d{8,15}$/;
