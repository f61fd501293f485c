// The consent a customer gives on the summary (one document, id "consent"): the texts of its two boxes and the version reservations record.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { type CustomValidator, defineField, defineType } from 'sanity';
import { CONSENT_LINK, CONSENT_LINK_TARGET, LANGUAGE_CODES } from '../constants';
import { isRecord } from '../rules';

/** Every language's links point to https or a path of this site; the terms text links somewhere. */
function consentLinks(required: boolean): CustomValidator<unknown> {
  return (value) => {
    if (!isRecord(value)) return true;
    for (const language of LANGUAGE_CODES) {
      const text = value[language];
      if (typeof text !== 'string' || text === '') continue;
      const links = [...text.matchAll(CONSENT_LINK)];
      if (links.some(([, , target]) => !CONSENT_LINK_TARGET.test(target ?? ''))) {
        return `${language}: links must start with https:// or / (e.g. [privacy notice](https://www.novahealth.ch/privacy)).`;
      }
      if (required && links.length === 0) {
        return `${language}: link the terms and the privacy notice, e.g. [terms](https://www.novahealth.ch/terms).`;
      }
    }
    return true;
  };
}

export const consent = defineType({
  name: 'consent',
  title: 'Consent',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({
      name: 'version',
      title: 'Version',
      description:
        'Change it (e.g. to today’s date, 2027-01-15) whenever the meaning of a text changes: every reservation records the version its customer accepted, and pages still showing the old text must reload before they can reserve.',
      type: 'string',
      validation: (rule) => [
        rule.required().error('Add the version, e.g. today’s date 2027-01-15.'),
        rule
          .max(40)
          .regex(/^[A-Za-z0-9._-]+$/, { name: 'letters, digits, dots and dashes' })
          .error('Use up to 40 letters, digits, dots or dashes, e.g. 2027-01-15.'),
      ],
    }),
    defineField({
      name: 'terms',
      title: 'Terms and privacy notice',
      description:
        'The first box. Write links as [label](https://address), e.g. [terms and conditions](https://www.novahealth.ch/terms).',
      type: 'localeText',
      validation: (rule) => rule.required().custom(consentLinks(true)),
    }),
    defineField({
      name: 'healthData',
      title: 'Processing of health data',
      description:
        'The second box: consent to processing health data for the examination (GDPR art. 9, Swiss revFADP). Links as above.',
      type: 'localeText',
      validation: (rule) => rule.required().custom(consentLinks(false)),
    }),
  ],
  preview: {
    select: { version: 'version' },
    prepare: ({ version }: { version?: string }) => ({
      title: 'Consent',
      subtitle: version ? `Version ${version}` : undefined,
    }),
  },
});
