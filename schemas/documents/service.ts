// A service: included in a check-up or booked as an add-on, with its own price, duration and notices.
import { ActivityIcon } from '@sanity/icons/Activity';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { SERVICE_ICONS } from '../constants';
import { slugField, titleField } from '../fields';
import { servicePreview } from '../previews';
import { publishedId, referencedIds } from '../rules';

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  icon: ActivityIcon,
  fields: [
    titleField(),
    slugField('services'),
    defineField({
      name: 'notionId',
      title: 'Notion id',
      description: 'The service’s id in Notion, kept for the content import. Leave it as it is.',
      type: 'string',
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      description: 'Added to the appointment when booked as an add-on. Empty counts as 0.',
      type: 'number',
      validation: (rule) =>
        rule.integer().min(0).error('Use whole minutes, 0 or more, or leave it empty.'),
    }),
    defineField({
      name: 'price',
      title: 'Price as an add-on',
      description:
        'What the add-on costs, in whole francs or euros. Leave a currency empty when the service cannot be added in that market.',
      type: 'price',
    }),
    defineField({
      name: 'cannotBeBooked',
      title: 'Shown but cannot be booked',
      description: 'The add-on stays visible (e.g. as coming later) but customers cannot add it.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'cannotBeBookedTogether',
      title: 'Cannot be booked together with',
      description: 'Add-ons that exclude this one: adding one removes the other.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => [
        rule.unique().error('Remove the service listed twice.'),
        rule.custom((value, context) => {
          const id = context.document?._id;
          if (typeof id !== 'string') return true;
          return referencedIds(value).includes(publishedId(id))
            ? {
                code: 'custom.service-conflicts-with-itself',
                message: 'Remove this service from its own list: it cannot conflict with itself.',
              }
            : true;
        }),
      ],
    }),
    defineField({
      name: 'highlighted',
      title: 'Highlighted',
      description: 'Drawn with an accent on the add-ons step, to draw the eye.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      description: 'The picture shown beside the service’s title.',
      type: 'string',
      options: { list: [...SERVICE_ICONS], layout: 'dropdown' },
    }),
    defineField({
      name: 'order',
      title: 'Order',
      description: 'Position among the add-ons: lower numbers come first; empty sorts last.',
      type: 'number',
      validation: (rule) => rule.integer().error('Use a whole number, or leave it empty.'),
    }),
    defineField({
      name: 'tags',
      title: 'Tags',
      description: 'Labels shown on the service, e.g. “Popular”.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'tag' }] })],
      validation: (rule) => rule.unique().error('Remove the tag listed twice.'),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeBlockContent',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'modalText', title: 'More-info dialog text', type: 'localeBlockContent' }),
    defineField({
      name: 'modalInfoText',
      title: 'More-info dialog notice',
      type: 'localeBlockContent',
    }),
    defineField({
      name: 'timeslotInfo',
      title: 'Notice on the time slot step',
      type: 'localeBlockContent',
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: {
      title: 'title.en',
      slug: 'slug.current',
      chf: 'price.chf',
      eur: 'price.eur',
      cannotBeBooked: 'cannotBeBooked',
    },
    prepare: servicePreview,
  },
});
