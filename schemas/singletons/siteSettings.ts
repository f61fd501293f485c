// Site-wide settings (one document, id "siteSettings"): brand name, support contacts (general and per market), booking horizon, reminder time, legal links, redirects.
import { CogIcon } from '@sanity/icons/Cog';
import { LinkIcon } from '@sanity/icons/Link';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { BOOKING_HORIZON_DAYS, REMINDER_HOURS_BEFORE } from '../constants';
import { uniqueRedirectSources } from '../objects/redirect';
import { INTERNATIONAL_PHONE } from '../objects/supportContact';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({
      name: 'brandName',
      title: 'Brand name',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      type: 'email',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'supportPhone',
      title: 'Support phone',
      description: 'International format, e.g. +41 44 505 12 00.',
      type: 'string',
      validation: (rule) =>
        rule.required().regex(INTERNATIONAL_PHONE, { name: 'international phone number' }),
    }),
    defineField({
      name: 'supportContacts',
      title: 'Support contacts per market',
      description:
        'Shown to customers of that market (emails, replies to emails). Empty: the general support email and phone above.',
      type: 'object',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'ch', title: 'Switzerland', type: 'supportContact' }),
        defineField({ name: 'de', title: 'Germany', type: 'supportContact' }),
      ],
    }),
    defineField({
      name: 'bookingHorizonDays',
      title: 'Booking horizon (days)',
      description: `How many days ahead customers may book: the calendar offers no later day. Default ${BOOKING_HORIZON_DAYS.default}.`,
      type: 'number',
      initialValue: BOOKING_HORIZON_DAYS.default,
      validation: (rule) =>
        rule.required().integer().min(BOOKING_HORIZON_DAYS.min).max(BOOKING_HORIZON_DAYS.max),
    }),
    defineField({
      name: 'reminderHoursBefore',
      title: 'Reminder (hours before the appointment)',
      description: `When the reminder email goes out, counted back from the start; applies to bookings confirmed from now on. Default ${REMINDER_HOURS_BEFORE.default}.`,
      type: 'number',
      initialValue: REMINDER_HOURS_BEFORE.default,
      validation: (rule) =>
        rule.required().integer().min(REMINDER_HOURS_BEFORE.min).max(REMINDER_HOURS_BEFORE.max),
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'legalLink',
          title: 'Legal link',
          type: 'object',
          icon: LinkIcon,
          fields: [
            defineField({
              name: 'label',
              title: 'Label',
              type: 'localeString',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'URL',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https'], allowRelative: true }),
            }),
          ],
          preview: { select: { title: 'label.en', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'redirects',
      title: 'Redirects',
      description:
        'Paths the site sends elsewhere, e.g. an old campaign address. Checked before the page or its 404.',
      type: 'array',
      of: [defineArrayMember({ type: 'redirect' })],
      validation: (rule) => rule.custom(uniqueRedirectSources),
    }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
