// The campaign values a visit brings (utm parameters and click ids): the one list of them, their limit and their shape.

/** Each address parameter and the campaign data field it fills; every campaign shape derives from this list. */
export const CAMPAIGN_PARAMS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
  ['utm_term', 'utmTerm'],
  ['gclid', 'gclid'],
  ['fbclid', 'fbclid'],
  ['gbraid', 'gbraid'],
  ['wbraid', 'wbraid'],
] as const;
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number][0];
export type CampaignField = (typeof CAMPAIGN_PARAMS)[number][1];
export type CampaignData = Record<CampaignField, string | null>;

export const CAMPAIGN_FIELDS: readonly CampaignField[] = CAMPAIGN_PARAMS.map(([, field]) => field);

/**
 * The longest campaign value kept, the same wherever one arrives: a value the address was allowed
 * to carry in must not make the lead or the reservation that carries it on be refused.
 */
export const CAMPAIGN_VALUE_MAX_LENGTH = 500;

/** Campaign data with each field read from its parameter by `read`. */
export function campaignFrom(read: (param: CampaignParam) => string | null): CampaignData {
  return Object.fromEntries(
    CAMPAIGN_PARAMS.map(([param, field]) => [field, read(param)]),
  ) as CampaignData;
}

/** No campaign values at all. */
export const NO_CAMPAIGN: CampaignData = campaignFrom(() => null);
