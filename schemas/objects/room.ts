// A treatment room of a location: one booking holds one room for its whole duration.
import { HomeIcon } from '@sanity/icons/Home';
import { type CustomValidator, defineField, defineType } from 'sanity';
import { isBookableLocation, records } from '../rules';

/** A location's rooms: at least one unless it is coming soon, each roomId once. */
export const locationRooms: CustomValidator<unknown> = (value, context) => {
  const rooms = records(value);
  if (isBookableLocation(context) && rooms.length === 0) {
    return {
      code: 'custom.location-without-rooms',
      message: 'Add at least one room, or mark the location “Coming soon”.',
    };
  }
  const ids = rooms.map((item) => item.roomId);
  return new Set(ids).size === ids.length
    ? true
    : 'Give each room its own room id: two rooms share one.';
};

export const room = defineType({
  name: 'room',
  title: 'Room',
  type: 'object',
  icon: HomeIcon,
  fields: [
    defineField({
      name: 'roomId',
      title: 'Room id',
      type: 'string',
      description: 'Stable identifier stored with every reservation; do not change it once booked.',
      validation: (rule) => [
        rule.required().error('Add a room id, e.g. mri-1.'),
        rule
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'lowercase words joined by "-"' })
          .error('Use lowercase words joined by "-" for the room id, e.g. mri-1.'),
      ],
    }),
    defineField({
      name: 'name',
      title: 'Name',
      description: 'What the team calls the room, e.g. “MRI room 1”; customers do not see it.',
      type: 'string',
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'roomId' } },
});
