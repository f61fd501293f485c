// The fixed vocabularies of the content model: languages, markets, currencies, weekdays, icons.

export const LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'de', title: 'German' },
  { id: 'fr', title: 'French' },
] as const;

export const COUNTRIES = [
  { title: 'Switzerland', value: 'ch' },
  { title: 'Germany', value: 'de' },
];

export const CURRENCIES = [
  { title: 'CHF', value: 'CHF' },
  { title: 'EUR', value: 'EUR' },
];

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** Names of the storefront's service icons (src/ui draws one per name). */
export const SERVICE_ICONS = [
  'mri',
  'blood-drop',
  'phone',
  'smartphone',
  'document',
  'bone',
  'flask',
  'body',
  'stethoscope',
  'clipboard',
  'dna',
  'breast',
  'brain',
  'lungs',
  'heart',
] as const;

/** Wall-clock time of day, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Slugs appear in URLs: lowercase words joined by "_" or "-". */
export const SLUG_FORMAT = /^[a-z0-9]+([_-][a-z0-9]+)*$/;

/** How many days ahead customers may book (site settings); the storefront reads the same bounds. */
export const BOOKING_HORIZON_DAYS = { default: 180, min: 1, max: 730 } as const;

/** How many hours before the appointment the reminder goes out (site settings); the storefront reads the same bounds. */
export const REMINDER_HOURS_BEFORE = { default: 48, min: 1, max: 336 } as const;
