// An editor's redirect (site settings): a path of the site sent on to another path or to an external https address.
import { ArrowRightIcon } from '@sanity/icons/ArrowRight';
import { type CustomValidator, defineField, defineType } from 'sanity';
import { parentField, records } from '../rules';

/** Paths the proxy and pages never see (API routes, Next.js's own files): a redirect there would never run. */
const UNREACHABLE = /^\/(api|_next)(\/|$)/;

/** A site path: one leading slash, no query, fragment or whitespace. */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s?#]*$/.test(value);
}

/** A site path that may carry a query: `/de-ch/check-up?checkup=…`. */
function isSiteAddress(value: string): boolean {
  return /^\/(?!\/)[^\s#]*$/.test(value);
}

function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const sourceRule: CustomValidator<unknown> = (value) => {
  if (typeof value !== 'string') return true;
  if (!isSitePath(value))
    return 'Write a path of this site starting with one "/", without "?" or "#", e.g. /de-ch/angebot.';
  return UNREACHABLE.test(value)
    ? 'Pick another path: paths under /api and /_next cannot be redirected.'
    : true;
};

const destinationRule: CustomValidator<unknown> = (value, context) => {
  if (typeof value !== 'string') return true;
  if (!isSiteAddress(value) && !isHttpsAddress(value)) {
    return 'Write a path of this site ("/de-ch/check-up", a query allowed) or a full https address.';
  }
  return value === parentField(context, 'source')
    ? 'Point it somewhere else: a redirect cannot lead to its own path.'
    : true;
};

/** Each source once: two redirects for one path would leave the visitor's destination to chance. */
export const uniqueRedirectSources: CustomValidator<unknown> = (value) => {
  const sources = records(value).map((item) => item.source);
  return new Set(sources).size === sources.length
    ? true
    : 'Remove one of the redirects with the same "From path": each path is redirected once.';
};

export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'object',
  icon: ArrowRightIcon,
  fields: [
    defineField({
      name: 'source',
      title: 'From path',
      description: 'The exact path visitors open, with its locale, e.g. /de-ch/angebot.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Add the path to redirect.'),
        rule.custom(sourceRule),
      ],
    }),
    defineField({
      name: 'destination',
      title: 'To',
      description:
        'A path of this site (the visitor’s query goes along) or a full https address (opened as a new page, without the query).',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Add where the redirect leads.'),
        rule.custom(destinationRule),
      ],
    }),
    defineField({
      name: 'permanent',
      title: 'Permanent',
      description:
        'Browsers and search engines remember a permanent redirect (308); leave it off for campaigns that will end (307).',
      type: 'boolean',
      initialValue: false,
    }),
  ],
  preview: { select: { title: 'source', subtitle: 'destination' } },
});
