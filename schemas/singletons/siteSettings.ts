// Site-wide settings (one document, id "siteSettings"): brand name, support contacts (general and per market), booking horizon, reminder time, waiting-list reach, unpaid holds' share of a day, cancellation policy, legal links, redirects.
import { CogIcon } from '@sanity/icons/Cog';
import { LinkIcon } from '@sanity/icons/Link';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  BOOKING_HORIZON_DAYS,
  REMINDER_HOURS_BEFORE,
  UNPAID_HOLD_SHARE,
  WAITLIST_NOTIFY_COUNT,
} from '../constants';
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
      description: 'The name in the header, page titles and emails, e.g. Nova.',
      type: 'string',
      validation: (rule) => rule.required().error('Add the brand name.'),
    }),
    defineField({
      name: 'supportEmail',
      title: 'Support email',
      description:
        'Where customers write, shown in the footer and emails of every market without its own.',
      type: 'email',
      validation: (rule) => rule.required().error('Add the support email address.'),
    }),
    defineField({
      name: 'supportPhone',
      title: 'Support phone',
      description: 'International format, e.g. +41 44 505 12 00.',
      type: 'string',
      validation: (rule) =>
        // Required apart: one failing chain reports each broken constraint under its one message.
        [
          rule.required().error('Add the support phone number.'),
          rule
            .regex(INTERNATIONAL_PHONE, { name: 'international phone number' })
            .error('Write the number with + and the country code, e.g. +41 44 505 12 00.'),
        ],
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
      name: 'legalEntities',
      title: 'Legal entity per market',
      description:
        'The company that sells in each market and its imprint details: the one place they are written. The footer, imprint, terms, receipt and emails of that market’s pages read them; legal texts should not name a company or address themselves (content:check fails if one differs).',
      type: 'object',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'ch',
          title: 'Switzerland',
          description: 'The company that sells on the Swiss pages (de-ch, en-ch, fr-ch).',
          type: 'legalEntity',
          // Required: a missing market reports each detail to add (company, address, register, person).
          validation: (rule) => rule.required().error('Add the legal entity for Switzerland.'),
        }),
        defineField({
          name: 'de',
          title: 'Germany',
          description: 'The company that sells on the German pages (de-de, en-de).',
          type: 'legalEntity',
          // Required: a missing market reports each detail to add (company, address, register, person).
          validation: (rule) => rule.required().error('Add the legal entity for Germany.'),
        }),
      ],
    }),
    defineField({
      name: 'bookingHorizonDays',
      title: 'Booking horizon (days)',
      description: `How many days ahead customers may book: the calendar offers no later day. Default ${BOOKING_HORIZON_DAYS.default}.`,
      type: 'number',
      initialValue: BOOKING_HORIZON_DAYS.default,
      validation: (rule) => [
        rule
          .required()
          .error(`Add the booking horizon in days, e.g. ${BOOKING_HORIZON_DAYS.default}.`),
        rule
          .integer()
          .min(BOOKING_HORIZON_DAYS.min)
          .max(BOOKING_HORIZON_DAYS.max)
          .error(`Use whole days from ${BOOKING_HORIZON_DAYS.min} to ${BOOKING_HORIZON_DAYS.max}.`),
      ],
    }),
    defineField({
      name: 'reminderHoursBefore',
      title: 'Reminder (hours before the appointment)',
      description: `When the reminder email goes out, counted back from the start; applies to bookings confirmed from now on. Default ${REMINDER_HOURS_BEFORE.default}.`,
      type: 'number',
      initialValue: REMINDER_HOURS_BEFORE.default,
      validation: (rule) => [
        rule
          .required()
          .error(`Add the reminder time in hours, e.g. ${REMINDER_HOURS_BEFORE.default}.`),
        rule
          .integer()
          .min(REMINDER_HOURS_BEFORE.min)
          .max(REMINDER_HOURS_BEFORE.max)
          .error(
            `Use whole hours from ${REMINDER_HOURS_BEFORE.min} to ${REMINDER_HOURS_BEFORE.max} (two weeks).`,
          ),
      ],
    }),
    defineField({
      name: 'unpaidHoldShare',
      title: "Unpaid reservations' share of a clinic's day",
      description: `Reservations waiting for payment (30 minutes each) may hold at most this share of a clinic's day: of the room time paid bookings leave free. Past it, an address may hold one unpaid reservation that day: one already holding one is asked to try another time until it pays or lapses, so a few people reserving without paying can never hold a whole day, and customers can still book the rest. 0.5 is half; 1 lets unpaid reservations hold everything. Default ${UNPAID_HOLD_SHARE.default}.`,
      type: 'number',
      initialValue: UNPAID_HOLD_SHARE.default,
      validation: (rule) => [
        rule.required().error(`Add the share, e.g. ${UNPAID_HOLD_SHARE.default}.`),
        rule
          .min(UNPAID_HOLD_SHARE.min)
          .max(UNPAID_HOLD_SHARE.max)
          .error(`Use a share from ${UNPAID_HOLD_SHARE.min} to ${UNPAID_HOLD_SHARE.max}.`),
      ],
    }),
    defineField({
      name: 'waitlistNotifyCount',
      title: 'Waiting list: people emailed per freed time',
      description: `When a time frees up on a fully booked day, this many people from the top of that day's waiting list get an email with a link to book it; the next freed time goes to the next ones. More means a freed time is taken sooner, but more people may find it gone. Default ${WAITLIST_NOTIFY_COUNT.default}.`,
      type: 'number',
      initialValue: WAITLIST_NOTIFY_COUNT.default,
      validation: (rule) => [
        rule
          .required()
          .error(
            `Add how many people to email per freed time, e.g. ${WAITLIST_NOTIFY_COUNT.default}.`,
          ),
        rule
          .integer()
          .min(WAITLIST_NOTIFY_COUNT.min)
          .max(WAITLIST_NOTIFY_COUNT.max)
          .error(
            `Use a whole number of people from ${WAITLIST_NOTIFY_COUNT.min} to ${WAITLIST_NOTIFY_COUNT.max}.`,
          ),
      ],
    }),
    defineField({
      name: 'cancellationPolicy',
      title: 'Cancellation policy',
      description:
        'What customers get back when they cancel a paid booking from their manage link. The best step whose hours have not yet passed applies; after the last one nothing is refunded. Shown to the customer before they confirm; applies to cancellations from publishing on.',
      type: 'object',
      options: { collapsible: true },
      fields: [
        defineField({
          name: 'full',
          title: 'Full payment and instalments',
          description:
            'E.g. 100 % from 48 hours before, 50 % from 24 hours before. Remaining instalments are always cancelled.',
          type: 'array',
          of: [defineArrayMember({ type: 'refundTier' })],
          validation: (rule) => rule.required().min(1).error('Add at least one refund step.'),
        }),
        defineField({
          name: 'downpayment',
          title: 'Downpayment',
          description:
            'Its own terms for the downpayment of a downpayment check-up, e.g. 100 % from 72 hours before.',
          type: 'array',
          of: [defineArrayMember({ type: 'refundTier' })],
          validation: (rule) => rule.required().min(1).error('Add at least one refund step.'),
        }),
        defineField({
          name: 'rescheduleCutoffHours',
          title: 'Changing the time: until hours before',
          description:
            'Customers may move their booking to another free time until this many hours before the start (exactly this many still counts). Default 24.',
          type: 'number',
          initialValue: 24,
          validation: (rule) =>
            rule
              .required()
              .integer()
              .min(0)
              .max(1440)
              .error('Use whole hours from 0 to 1440 (60 days).'),
        }),
      ],
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      description:
        'Links to privacy policy, terms and imprint elsewhere, used only while there is no legal page (Legal pages): once there is one, the footer of every page and every email link the site’s own legal pages instead.',
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
              description: 'The link’s words, in each language.',
              type: 'localeString',
              validation: (rule) => rule.required().error('Add the link’s label.'),
            }),
            defineField({
              name: 'url',
              title: 'URL',
              description: 'A path of this site (/de-ch/privacy) or a full https address.',
              type: 'url',
              validation: (rule) =>
                rule
                  .required()
                  .uri({ scheme: ['https'], allowRelative: true })
                  .error('Add a path of this site or a full https address.'),
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
