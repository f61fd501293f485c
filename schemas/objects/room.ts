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
      message: 'A bookable location needs at least one room.',
    };
  }
  const ids = rooms.map((item) => item.roomId);
  return new Set(ids).size === ids.length ? true : 'Room ids must be unique within the location.';
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
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'lowercase words joined by "-"' }),
    }),
    defineField({ name: 'name', title: 'Name', type: 'string' }),
  ],
  preview: { select: { title: 'name', subtitle: 'roomId' } },
});
