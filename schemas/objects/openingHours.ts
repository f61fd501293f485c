// The opening hours of one weekday, as wall-clock times in the location's time zone (Europe/Zurich).
import { ClockIcon } from '@sanity/icons/Clock';
import { type CustomValidator, defineField, defineType } from 'sanity';
import { TIME_OF_DAY, WEEKDAYS } from '../constants';
import { isBookableLocation, parentField, records } from '../rules';

/** A location's week: some open day unless it is coming soon, each weekday once. */
export const locationWeek: CustomValidator<unknown> = (value, context) => {
  const days = records(value);
  if (isBookableLocation(context) && !days.some((day) => day.closed !== true)) {
    return {
      code: 'custom.location-without-opening-hours',
      message: 'A bookable location needs opening hours.',
    };
  }
  const weekdays = days.map((day) => day.weekday);
  return new Set(weekdays).size === weekdays.length ? true : 'Each weekday may appear only once.';
};

const isClosed = (parent: unknown) =>
  typeof parent === 'object' && parent !== null && 'closed' in parent && parent.closed === true;

function timeField(name: 'open' | 'close', title: string) {
  return defineField({
    name,
    title,
    type: 'string',
    description: 'HH:mm, 24-hour clock.',
    placeholder: name === 'open' ? '07:30' : '19:00',
    hidden: ({ parent }) => isClosed(parent),
    validation: (rule) =>
      rule.regex(TIME_OF_DAY, { name: 'HH:mm' }).custom((value, context) => {
        if (parentField(context, 'closed') === true) return true;
        if (typeof value !== 'string' || value === '')
          return `${title} is required unless the day is closed.`;
        const open = parentField(context, 'open');
        if (
          name === 'close' &&
          typeof open === 'string' &&
          TIME_OF_DAY.test(open) &&
          value <= open
        ) {
          return 'Closing time must be after opening time.';
        }
        return true;
      }),
  });
}

export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'weekday',
      title: 'Weekday',
      type: 'string',
      options: { list: [...WEEKDAYS], layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'closed', title: 'Closed all day', type: 'boolean', initialValue: false }),
    timeField('open', 'Opens at'),
    timeField('close', 'Closes at'),
  ],
  preview: {
    select: { weekday: 'weekday', closed: 'closed', open: 'open', close: 'close' },
    prepare: ({ weekday, closed, open, close }: Record<string, string | boolean | undefined>) => ({
      title: typeof weekday === 'string' ? weekday : 'Weekday',
      subtitle: closed === true ? 'Closed' : `${String(open ?? '?')}–${String(close ?? '?')}`,
    }),
  },
});
