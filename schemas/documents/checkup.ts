// A check-up package customers book: its price, duration, what it includes and which add-ons it offers.
import { PackageIcon } from '@sanity/icons/Package';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { COUNTRIES } from '../constants';
import { slugField, titleField } from '../fields';
import { checkupPreview } from '../previews';
import { documentField, isRecord, referencedIds } from '../rules';

const serviceList = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
    validation: (rule) => rule.unique().error('Remove the service listed twice.'),
  });

const isDownpayment = (document: Record<string, unknown> | undefined) =>
  document?.reservationType === 'downpayment';

export const checkup = defineType({
  name: 'checkup',
  title: 'Check-up',
  type: 'document',
  icon: PackageIcon,
  fields: [
    titleField(),
    slugField('checkup'),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Position in the list of check-ups: lower numbers come first.',
      type: 'number',
      validation: (rule) =>
        // Required apart: one failing chain reports each broken constraint under its one message.
        [
          rule.required().error('Add the position, e.g. 1.'),
          rule.integer().error('Use a whole number for the position, e.g. 1.'),
        ],
    }),
    defineField({
      name: 'countries',
      title: 'Sold in',
      description:
        'The markets whose pages offer this check-up. Each needs a price in its currency.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: COUNTRIES, layout: 'grid' },
      validation: (rule) => [
        rule.required().min(1).error('Tick at least one market the check-up is sold in.'),
        rule.unique().error('Tick each market once.'),
      ],
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      description:
        'How long the appointment takes before any add-ons; it books the room that long.',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Add the duration in minutes.'),
        rule.integer().min(1).error('Use whole minutes, at least 1.'),
      ],
    }),
    defineField({
      name: 'price',
      title: 'Price (one person)',
      type: 'price',
      description:
        'What one person pays, in whole francs or euros. CHF is needed when sold in Switzerland, EUR when sold in Germany.',
      validation: (rule) => rule.required().error('Add the price for one person.'),
    }),
    defineField({
      name: 'priceTwoPerson',
      title: 'Price (two persons)',
      description: 'What a pair pays together, for both persons’ check-ups.',
      type: 'price',
      validation: (rule) => rule.required().error('Add the price for two persons.'),
    }),
    defineField({
      name: 'twoPersonTitle',
      title: 'Title for two',
      description: 'The name shown when two persons book together, e.g. "Whole body scan for two".',
      type: 'localeString',
      validation: (rule) => rule.required().error('Add the title shown for a booking for two.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
    serviceList(
      'includedServices',
      'Included services',
      'Part of the check-up at no extra cost; listed under its title.',
    ),
    defineField({
      ...serviceList(
        'availableAdditionalServices',
        'Available add-ons',
        'Services a customer may add for a price on the add-ons step.',
      ),
      validation: (rule) => [
        rule.unique().error('Remove the service listed twice.'),
        rule.custom((value, context) => {
          const included = new Set(referencedIds(documentField(context, 'includedServices')));
          const both = referencedIds(value).filter((id) => included.has(id));
          return both.length === 0
            ? true
            : 'Remove the service here or from "Included services": it cannot be both.';
        }),
      ],
    }),
    defineField({
      name: 'reservationType',
      title: 'Reservation',
      description: 'What the customer pays when booking online.',
      type: 'string',
      options: {
        list: [
          { title: 'Paid in full when booking', value: 'full' },
          { title: 'Downpayment now, rest at the clinic', value: 'downpayment' },
        ],
        layout: 'radio',
      },
      initialValue: 'full',
      validation: (rule) =>
        // Separate rules: a rule's own message would replace the custom rule's.
        [
          rule.required().error('Choose how the check-up is paid when booking.'),
          rule.custom((value, context) =>
            value === 'downpayment' && !isRecord(documentField(context, 'downpaymentAmount'))
              ? 'Set the downpayment amount below.'
              : true,
          ),
        ],
    }),
    defineField({
      name: 'downpaymentAmount',
      title: 'Downpayment',
      type: 'price',
      hidden: ({ document }) => !isDownpayment(document),
      description: 'Due when booking, in each market’s currency; the rest is paid at the clinic.',
    }),
    defineField({
      name: 'stripeInstalment6',
      title: 'Stripe product: 6 instalments',
      description: 'The Stripe product for paying in 6 monthly instalments. Empty: not offered.',
      type: 'string',
      validation: (rule) =>
        rule
          .regex(/^prod_\w+$/, { name: 'Stripe product id' })
          .error('Paste the product id from Stripe: it starts with prod_.'),
    }),
    defineField({
      name: 'stripeInstalment12',
      title: 'Stripe product: 12 instalments',
      description: 'The Stripe product for paying in 12 monthly instalments. Empty: not offered.',
      type: 'string',
      validation: (rule) =>
        rule
          .regex(/^prod_\w+$/, { name: 'Stripe product id' })
          .error('Paste the product id from Stripe: it starts with prod_.'),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title.en',
      slug: 'slug.current',
      chf: 'price.chf',
      eur: 'price.eur',
      countries: 'countries',
    },
    prepare: checkupPreview,
  },
});
