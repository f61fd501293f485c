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
      message: 'Add opening hours for at least one weekday, or mark the location “Coming soon”.',
    };
  }
  const weekdays = days.map((day) => day.weekday);
  return new Set(weekdays).size === weekdays.length
    ? true
    : 'Remove the weekday listed twice: each weekday has one entry.';
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
    validation: (rule) => [
      rule
        .regex(TIME_OF_DAY, { name: 'HH:mm' })
        .error('Write the time as HH:mm on a 24-hour clock, e.g. 07:30.'),
      rule.custom((value, context) => {
        if (parentField(context, 'closed') === true) return true;
        if (typeof value !== 'string' || value === '')
          return `Add the time it ${name === 'open' ? 'opens' : 'closes'}, or tick “Closed all day”.`;
        const open = parentField(context, 'open');
        if (
          name === 'close' &&
          typeof open === 'string' &&
          TIME_OF_DAY.test(open) &&
          value <= open
        ) {
          return 'Pick a closing time after the opening time.';
        }
        return true;
      }),
    ],
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
      description: 'The day of the week these hours apply to, every week.',
      type: 'string',
      options: { list: [...WEEKDAYS], layout: 'dropdown' },
      validation: (rule) => rule.required().error('Choose the weekday.'),
    }),
    defineField({
      name: 'closed',
      title: 'Closed all day',
      description: 'No appointments on this weekday.',
      type: 'boolean',
      initialValue: false,
    }),
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
