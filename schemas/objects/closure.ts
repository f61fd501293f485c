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
      type: 'date',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'to',
      title: 'Last closed day',
      type: 'date',
      validation: (rule) =>
        rule.required().custom((value, context) => {
          const from = parentField(context, 'from');
          if (typeof value !== 'string' || typeof from !== 'string') return true;
          return value >= from ? true : 'The last closed day cannot be before the first.';
        }),
    }),
    defineField({ name: 'reason', title: 'Reason', type: 'string' }),
  ],
  preview: {
    select: { from: 'from', to: 'to', reason: 'reason' },
    prepare: ({ from, to, reason }: Record<string, string | undefined>) => ({
      title: from === to ? String(from) : `${String(from)} – ${String(to)}`,
      subtitle: reason,
    }),
  },
});
