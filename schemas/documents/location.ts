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
    defineField({
      name: 'notionId',
      title: 'Notion id',
      description: 'The clinic’s id in Notion, kept for the content import. Leave it as it is.',
      type: 'string',
      group: 'place',
    }),
    defineField({
      name: 'isComingSoon',
      title: 'Coming soon',
      description:
        'Shown last in the list of locations with a “Coming soon” note, and cannot be booked. Rooms and opening hours may stay empty.',
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
      validation: (rule) => rule.required().error('Choose the country the clinic is in.'),
    }),
    defineField({
      name: 'address',
      title: 'Address (one line)',
      description: 'Street, postcode and town as customers see them in the list and in emails.',
      type: 'localeString',
      group: 'place',
      validation: (rule) => rule.required().error('Add the clinic’s address.'),
    }),
    defineField({
      name: 'contact',
      title: 'Clinic contact',
      description:
        'Where customers reach this clinic itself, e.g. when a safety answer cannot be booked online. Leave a field empty to use the market’s support contact.',
      type: 'supportContact',
      group: 'place',
    }),
    defineField({
      name: 'center',
      title: 'Position',
      description: 'The clinic on the map: customers’ distance to it orders the list.',
      type: 'geopoint',
      group: 'place',
      validation: (rule) => rule.required().error('Set the clinic’s position on the map.'),
    }),
    defineField({
      name: 'leadTimeDays',
      title: 'Lead time (days)',
      description:
        'The first bookable day is this many days after today. Empty: from two hours after now.',
      type: 'number',
      group: 'booking',
      validation: (rule) =>
        rule.integer().min(0).error('Use a whole number of days, 0 or more, or leave it empty.'),
    }),
    defineField({
      name: 'discountAmount',
      title: 'Discount per person',
      description:
        'Whole units of the location’s currency (CHF or EUR), taken off each person’s total.',
      type: 'number',
      group: 'booking',
      validation: (rule) =>
        rule.min(0).precision(2).error('Use an amount of 0 or more, with at most two decimals.'),
    }),
    defineField({
      name: 'unsupportedServices',
      title: 'Add-ons not offered here',
      description:
        'Add-ons this clinic cannot do: customers who chose one cannot pick this clinic.',
      type: 'array',
      group: 'booking',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.unique().error('Remove the add-on listed twice.'),
    }),
    defineField({
      name: 'rooms',
      title: 'Rooms',
      description: 'Each room takes one appointment at a time: more rooms, more bookings at once.',
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
      description:
        'Days the clinic is closed although its opening hours say open (holidays, maintenance).',
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
      validation: (rule) => [
        rule.required().error('Add the slot step in minutes, e.g. 15.'),
        rule.integer().min(5).max(120).error('Use whole minutes from 5 to 120, e.g. 15.'),
      ],
    }),
    defineField({
      name: 'bufferMinutes',
      title: 'Buffer after each appointment (minutes)',
      description: 'Time the room stays free after each appointment, for cleaning and setup.',
      type: 'number',
      group: 'booking',
      initialValue: 0,
      validation: (rule) => [
        rule.required().error('Add the buffer in minutes, 0 for none.'),
        rule.integer().min(0).max(120).error('Use whole minutes from 0 to 120, e.g. 0.'),
      ],
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
