// A market's own support contact (site settings): where customers of that market write and call.
import { HelpCircleIcon } from '@sanity/icons/HelpCircle';
import { defineField, defineType } from 'sanity';

/** International format with spaces, as customers dial it from abroad: +41 44 505 12 00. */
export const INTERNATIONAL_PHONE = /^\+[\d ]{8,20}$/;

export const supportContact = defineType({
  name: 'supportContact',
  title: 'Support contact',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Leave a field empty to use the general support email or phone.',
  fields: [
    defineField({
      name: 'email',
      title: 'Support email',
      description: 'Where this market’s customers write; emails to them reply here.',
      type: 'email',
    }),
    defineField({
      name: 'phone',
      title: 'Support phone',
      description: 'International format, e.g. +49 89 1234 5600.',
      type: 'string',
      validation: (rule) =>
        rule
          .regex(INTERNATIONAL_PHONE, { name: 'international phone number' })
          .error('Write the number with + and the country code, e.g. +49 89 1234 5600.'),
    }),
  ],
});
