// Days a location is closed (holidays, maintenance), both ends included.
import { CalendarIcon } from '@sanity/icons/Calendar';
import { defineField, defineType } from 'sanity';
import { parentField } from '../rules';

export const closure = defineType({
  name: 'closure',
  title: 'Closure',
  type: 'object',
  icon: CalendarIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'First closed day',
      description: 'No appointments from this day on.',
      type: 'date',
      validation: (rule) => rule.required().error('Pick the first closed day.'),
    }),
    defineField({
      name: 'to',
      title: 'Last closed day',
      description: 'Appointments resume the day after. The same day as the first for a single day.',
      type: 'date',
      validation: (rule) => [
        rule.required().error('Pick the last closed day (the first one again for a single day).'),
        rule.custom((value, context) => {
          const from = parentField(context, 'from');
          if (typeof value !== 'string' || typeof from !== 'string') return true;
          return value >= from ? true : 'Pick a last closed day on or after the first.';
        }),
      ],
    }),
    defineField({
      name: 'reason',
      title: 'Reason',
      description: 'For the team only (e.g. “Christmas”); customers do not see it.',
      type: 'string',
    }),
  ],
  preview: {
    select: { from: 'from', to: 'to', reason: 'reason' },
    prepare: ({ from, to, reason }: Record<string, string | undefined>) => ({
      title: from === to ? String(from) : `${String(from)} – ${String(to)}`,
      subtitle: reason,
    }),
  },
});
