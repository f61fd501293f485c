// A discount code customers type at the summary step. Read on the server only, never in a public query.
import { BillIcon } from '@sanity/icons/Bill';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { CURRENCIES } from '../constants';
import { discountCodePreview, todayIso } from '../previews';
import { documentField, uniqueField } from '../rules';

export const discountCode = defineType({
  name: 'discountCode',
  title: 'Discount code',
  type: 'document',
  icon: BillIcon,
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      description: 'What customers type, in capitals (NOVA10).',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Add the code customers will type.'),
        rule
          .uppercase()
          .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, { name: '3 to 32 capitals, digits, "_" or "-"' })
          .error('Use 3 to 32 capital letters, digits, "_" or "-", e.g. NOVA10.'),
        rule.custom(uniqueField('discountCode', 'code')),
      ],
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      description: 'Whether the value below is a percentage or an amount of money.',
      type: 'string',
      options: {
        list: [
          { title: 'Percent off', value: 'percent' },
          { title: 'Amount off (whole CHF or EUR)', value: 'amount' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required().error('Choose percent off or amount off.'),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      description:
        'Percent off (0–100), or an amount off in whole francs or euros of the paying currency.',
      type: 'number',
      validation: (rule) => [
        rule.required().error('Add the value.'),
        rule.min(0).error('Use a value of 0 or more.'),
        rule.custom((value, context) => {
          if (typeof value !== 'number') return true;
          const kind = documentField(context, 'kind');
          if (kind === 'percent' && value > 100) {
            return {
              code: 'custom.discount-above-100-percent',
              message: 'Lower the value to 100 or less: a discount cannot exceed 100 %.',
            };
          }
          if (kind === 'amount' && !Number.isInteger(value))
            return 'Round the amount to whole francs or euros.';
          return Number.isInteger(value * 100) ? true : 'Round the value to two decimals.';
        }),
      ],
    }),
    defineField({
      name: 'currencies',
      title: 'Currencies',
      description:
        'The code works only for bookings paid in a ticked currency (CHF in Switzerland, EUR in Germany).',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: CURRENCIES, layout: 'grid' },
      validation: (rule) => [
        rule.required().min(1).error('Tick at least one currency the code works in.'),
        rule.unique().error('Tick each currency once.'),
      ],
    }),
    defineField({
      name: 'validFrom',
      title: 'Valid from',
      description: 'The first day the code works. Empty: from now.',
      type: 'date',
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until (included)',
      description: 'The last day the code works. Empty: no end.',
      type: 'date',
      validation: (rule) =>
        rule.custom((value, context) => {
          const from = documentField(context, 'validFrom');
          if (typeof value !== 'string' || typeof from !== 'string') return true;
          return value >= from
            ? true
            : 'Pick an end on or after "Valid from", or move "Valid from" earlier.';
        }),
    }),
    defineField({
      name: 'checkups',
      title: 'Applies to check-ups',
      description: 'The check-ups the code can be used for. Empty: every check-up.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'checkup' }] })],
      validation: (rule) => rule.unique().error('Remove the check-up listed twice.'),
    }),
    defineField({
      name: 'maxRedemptions',
      title: 'Maximum redemptions',
      description: 'How many bookings may use the code in all. Empty: unlimited.',
      type: 'number',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .error('Use a whole number of 1 or more, or leave it empty for no limit.'),
    }),
    defineField({
      name: 'active',
      title: 'Active',
      description: 'Switch off to stop the code at once, whatever its dates.',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: {
    select: {
      code: 'code',
      kind: 'kind',
      value: 'value',
      currencies: 'currencies',
      validFrom: 'validFrom',
      validUntil: 'validUntil',
      active: 'active',
    },
    prepare: (selected: Record<string, unknown>) => discountCodePreview(selected, todayIso()),
  },
});
