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
      validation: (rule) =>
        rule
          .required()
          .uppercase()
          .regex(/^[A-Z0-9][A-Z0-9_-]{2,31}$/, { name: '3 to 32 capitals, digits, "_" or "-"' })
          .custom(uniqueField('discountCode', 'code')),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { title: 'Percent off', value: 'percent' },
          { title: 'Amount off (whole CHF or EUR)', value: 'amount' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      description: 'Percent (0–100) or an amount in whole units of the paying currency.',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .custom((value, context) => {
            if (typeof value !== 'number') return true;
            const kind = documentField(context, 'kind');
            if (kind === 'percent' && value > 100) {
              return {
                code: 'custom.discount-above-100-percent',
                message: 'A discount cannot exceed 100 %.',
              };
            }
            if (kind === 'amount' && !Number.isInteger(value))
              return 'An amount off is in whole units.';
            return Number.isInteger(value * 100) ? true : 'Use at most two decimals.';
          }),
    }),
    defineField({
      name: 'currencies',
      title: 'Currencies',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: CURRENCIES, layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'validFrom',
      title: 'Valid from',
      description: 'Empty: from now.',
      type: 'date',
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until (included)',
      description: 'Empty: no end.',
      type: 'date',
      validation: (rule) =>
        rule.custom((value, context) => {
          const from = documentField(context, 'validFrom');
          if (typeof value !== 'string' || typeof from !== 'string') return true;
          return value >= from ? true : 'The end cannot be before the start.';
        }),
    }),
    defineField({
      name: 'checkups',
      title: 'Applies to check-ups',
      description: 'Empty: every check-up.',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'checkup' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'maxRedemptions',
      title: 'Maximum redemptions',
      description: 'Empty: unlimited.',
      type: 'number',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({ name: 'active', title: 'Active', type: 'boolean', initialValue: true }),
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
