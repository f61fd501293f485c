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
    validation: (rule) => rule.unique(),
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
      type: 'number',
      validation: (rule) => rule.required().integer(),
    }),
    defineField({
      name: 'countries',
      title: 'Sold in',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: COUNTRIES, layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'price',
      title: 'Price (one person)',
      type: 'price',
      description: 'CHF is required when sold in Switzerland, EUR when sold in Germany.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'priceTwoPerson',
      title: 'Price (two persons)',
      description: 'Covers both persons’ check-ups of a pair booking.',
      type: 'price',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'twoPersonTitle',
      title: 'Title for two',
      type: 'localeString',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: (rule) => rule.required(),
    }),
    serviceList('includedServices', 'Included services', 'Part of the check-up, at no extra cost.'),
    defineField({
      ...serviceList(
        'availableAdditionalServices',
        'Available add-ons',
        'Services a customer may add.',
      ),
      validation: (rule) =>
        rule.unique().custom((value, context) => {
          const included = new Set(referencedIds(documentField(context, 'includedServices')));
          const both = referencedIds(value).filter((id) => included.has(id));
          return both.length === 0 ? true : 'A service cannot be both included and an add-on.';
        }),
    }),
    defineField({
      name: 'reservationType',
      title: 'Reservation',
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
        rule
          .required()
          .custom((value, context) =>
            value === 'downpayment' && !isRecord(documentField(context, 'downpaymentAmount'))
              ? 'Set the downpayment amount below.'
              : true,
          ),
    }),
    defineField({
      name: 'downpaymentAmount',
      title: 'Downpayment',
      type: 'price',
      hidden: ({ document }) => !isDownpayment(document),
      description: 'Due when booking; the rest is paid at the clinic.',
    }),
    defineField({
      name: 'stripeInstalment6',
      title: 'Stripe product: 6 instalments',
      type: 'string',
      validation: (rule) => rule.regex(/^prod_\w+$/, { name: 'Stripe product id' }),
    }),
    defineField({
      name: 'stripeInstalment12',
      title: 'Stripe product: 12 instalments',
      type: 'string',
      validation: (rule) => rule.regex(/^prod_\w+$/, { name: 'Stripe product id' }),
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
