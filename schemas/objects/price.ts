// A price per currency in whole units as editors type them (2490 is CHF 2490.00); empty: not sold in it.
import { TagIcon } from '@sanity/icons/Tag';
import { defineField, defineType } from 'sanity';
import { requiredInMarket } from '../rules';

/** On a document sold in markets (a check-up's `countries`), each market's currency is required. */
function currencyField(name: 'chf' | 'eur', title: string) {
  return defineField({
    name,
    title,
    type: 'number',
    description: `In whole ${title} as customers pay it (2490 is ${title} 2490.00). Empty: not sold in ${title}.`,
    validation: (rule) => [
      rule.min(0).precision(2).error('Use an amount of 0 or more, with at most two decimals.'),
      rule.custom(requiredInMarket(name)),
    ],
  });
}

export const price = defineType({
  name: 'price',
  title: 'Price',
  type: 'object',
  icon: TagIcon,
  options: { columns: 2 },
  fields: [currencyField('chf', 'CHF'), currencyField('eur', 'EUR')],
  preview: {
    select: { chf: 'chf', eur: 'eur' },
    prepare: ({ chf, eur }: { chf?: number | null; eur?: number | null }) => ({
      title: [chf == null ? null : `CHF ${chf}`, eur == null ? null : `EUR ${eur}`]
        .filter(Boolean)
        .join(' · '),
    }),
  },
});
