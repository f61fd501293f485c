// The Studio's desk: each market's check-ups, services and locations, then the shared lists and the settings.
import { CheckmarkCircleIcon } from '@sanity/icons/CheckmarkCircle';
import { ClipboardIcon } from '@sanity/icons/Clipboard';
import { CogIcon } from '@sanity/icons/Cog';
import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { DESK_MARKETS, type DeskMarket, MARKET_LISTS } from './market-lists';

/** Every document of a type, whatever its market. */
const shared = [
  ['checkup', 'All check-ups'],
  ['service', 'All services'],
  ['location', 'All locations'],
  ['tag', 'Tags'],
  ['discountCode', 'Discount codes'],
  ['screeningQuestion', 'Safety questions'],
  ['staffMember', 'Staff'],
  ['uiCopy', 'UI copy'],
  ['legalPage', 'Legal pages'],
] as const;

function marketItem(S: StructureBuilder, market: DeskMarket, title: string) {
  return S.listItem()
    .id(`market-${market}`)
    .title(title)
    .icon(EarthGlobeIcon)
    .child(
      S.list()
        .id(`market-${market}-lists`)
        .title(title)
        .items(
          MARKET_LISTS.map(({ type, title: listTitle, filter }) =>
            S.listItem()
              .id(`${market}-${type}`)
              .title(listTitle)
              .schemaType(type)
              .child(
                S.documentTypeList(type)
                  .id(`${market}-${type}-documents`)
                  .title(`${listTitle} · ${title}`)
                  .filter(filter)
                  .params({ market }),
              ),
          ),
        ),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Nova')
    .items([
      ...DESK_MARKETS.map(({ market, title }) => marketItem(S, market, title)),
      S.divider(),
      ...shared.map(([type, title]) => S.documentTypeListItem(type).title(title)),
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
