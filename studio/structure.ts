// The Studio's desk: the catalogue, operations and copy in the order an editor looks for them.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { CogIcon } from '@sanity/icons/Cog';
import type { StructureResolver } from 'sanity/structure';

const listed = [
  ['checkup', 'Check-ups'],
  ['service', 'Services'],
  ['tag', 'Tags'],
  ['location', 'Locations'],
  ['discountCode', 'Discount codes'],
  ['uiCopy', 'UI copy'],
  ['legalPage', 'Legal pages'],
] as const;

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Nova')
    .items([
      ...listed.map(([type, title]) => S.documentTypeListItem(type).title(title)),
      S.divider(),
      S.listItem()
        .title('Settings')
        .icon(CogIcon)
        .child(
          S.document().schemaType('siteSettings').documentId('siteSettings').title('Settings'),
        ),
      S.listItem()
        .title('Consent')
        .icon(CheckmarkCircleIcon)
        .child(S.document().schemaType('consent').documentId('consent').title('Consent')),
      S.listItem()
        .title('Preparation')
        .icon(ClipboardIcon)
        .child(
          S.document().schemaType('preparation').documentId('preparation').title('Preparation'),
        ),
    ]);
