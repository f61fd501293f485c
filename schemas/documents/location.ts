// A clinic location: where it is, which add-ons it cannot do, its rooms, opening hours and closures.
import { PinIcon } from '@sanity/icons/Pin';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { COUNTRIES } from '../constants';
import { slugField, titleField } from '../fields';
import { locationWeek } from '../objects/openingHours';
import { locationRooms } from '../objects/room';
import { locationPreview } from '../previews';

export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'place', title: 'Place', default: true },
    { name: 'booking', title: 'Booking' },
  ],
  fields: [
    titleField({ group: 'place' }),
    slugField('location', { group: 'place' }),
    defineField({ name: 'notionId', title: 'Notion id', type: 'string', group: 'place' }),
    defineField({
      name: 'isComingSoon',
      title: 'Coming soon',
      description: 'Shown last in the list and cannot be booked.',
      type: 'boolean',
      group: ['place', 'booking'],
      initialValue: false,
    }),
    defineField({
      name: 'country',
      title: 'Country',
      description: 'Decides the currency: CHF in Switzerland, EUR in Germany.',
      type: 'string',
      group: 'place',
      options: { list: COUNTRIES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'address',
      title: 'Address (one line)',
      type: 'localeString',
      group: 'place',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'center',
      title: 'Position',
      type: 'geopoint',
      group: 'place',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'leadTimeDays',
      title: 'Lead time (days)',
      description:
        'The first bookable day is this many days after today. Empty: from two hours after now.',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'discountAmount',
      title: 'Discount per person',
      description:
        'Whole units of the location’s currency (CHF or EUR), taken off each person’s total.',
      type: 'number',
      group: 'booking',
      validation: (rule) => rule.min(0).precision(2),
    }),
    defineField({
      name: 'unsupportedServices',
      title: 'Add-ons not offered here',
      type: 'array',
      group: 'booking',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'rooms',
      title: 'Rooms',
      type: 'array',
      group: 'booking',
      of: [defineArrayMember({ type: 'room' })],
      validation: (rule) => rule.custom(locationRooms),
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      description: 'One entry per weekday; a weekday without an entry is closed.',
      type: 'array',
      group: 'booking',
      of: [defineArrayMember({ type: 'openingHours' })],
      validation: (rule) => rule.custom(locationWeek),
    }),
    defineField({
      name: 'closures',
      title: 'Closures',
      type: 'array',
      group: 'booking',
      of: [defineArrayMember({ type: 'closure' })],
    }),
    defineField({
      name: 'slotStepMinutes',
      title: 'Slot step (minutes)',
      description: 'Appointments start on this grid from opening time.',
      type: 'number',
      group: 'booking',
      initialValue: 15,
      validation: (rule) => rule.required().integer().min(5).max(120),
    }),
    defineField({
      name: 'bufferMinutes',
      title: 'Buffer after each appointment (minutes)',
      type: 'number',
      group: 'booking',
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(0).max(120),
    }),
  ],
  preview: {
    select: {
      title: 'title.en',
      slug: 'slug.current',
      country: 'country',
      isComingSoon: 'isComingSoon',
    },
    prepare: locationPreview,
  },
});
