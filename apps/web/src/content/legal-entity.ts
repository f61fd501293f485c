// The company that sells in a market, as site settings name it (legalEntities): the one source the footer, the imprint, the terms and the emails read.
import type { Market } from '../booking/types';

export interface LegalEntity {
  name: string;
  /** Lines of the postal address. */
  addressLines: string[];
  registerNumber: string;
  responsiblePerson: string;
}

export type StoredLegalEntity = {
  name: string | null;
  address: string | null;
  registerNumber: string | null;
  responsiblePerson: string | null;
} | null;

/** A market's legal entity from site settings; none while its name is missing (a draft half filled in). */
export function legalEntityOf(stored: StoredLegalEntity | undefined): LegalEntity | null {
  const name = stored?.name?.trim();
  if (!stored || !name) return null;
  return {
    name,
    addressLines: (stored.address ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    registerNumber: stored.registerNumber?.trim() ?? '',
    responsiblePerson: stored.responsiblePerson?.trim() ?? '',
  };
}

/** The market's legal entity in site settings' shape (SITE_SETTINGS_QUERY's `legalEntities`). */
export function marketLegalEntity(
  settings: { legalEntities: Partial<Record<Market, StoredLegalEntity>> | null } | null,
  market: Market,
): LegalEntity | null {
  return legalEntityOf(settings?.legalEntities?.[market]);
}
