// One step of the cancellation policy: from so many hours before the appointment on, this share of what was paid is refunded.
import { ClockIcon } from '@sanity/icons/Clock';
import { defineField, defineType } from 'sanity';

export const refundTier = defineType({
  name: 'refundTier',
  title: 'Refund step',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'hoursBefore',
      title: 'Hours before the appointment',
      description:
        'Cancelled at least this many hours before the start (exactly this many still counts), e.g. 48.',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(0)
          .max(1440)
          .error('Use whole hours from 0 to 1440 (60 days).'),
    }),
    defineField({
      name: 'refundPercent',
      title: 'Refund (percent of what was paid)',
      description: '100 gives everything back, 50 half, 0 nothing.',
      type: 'number',
      validation: (rule) =>
        rule.required().integer().min(0).max(100).error('Use a whole percent from 0 to 100.'),
    }),
  ],
  preview: {
    select: { hours: 'hoursBefore', percent: 'refundPercent' },
    prepare: ({ hours, percent }: { hours?: number; percent?: number }) => ({
      title: `${percent ?? '?'} % back`,
      subtitle: `from ${hours ?? '?'} hours before`,
    }),
  },
});
