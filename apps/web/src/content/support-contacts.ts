// The support contact a market's customers see: that market's own from site settings, field by field, else the general one.
import type { Market } from '../booking/types';

export interface SupportContact {
  email: string;
  phone: string;
}

type MarketContact = { email: string | null; phone: string | null } | null;

/** Site settings' contact fields (the shape of SITE_SETTINGS_QUERY's result). */
export interface SupportContactSettings {
  supportEmail: string;
  supportPhone: string;
  supportContacts: Partial<Record<Market, MarketContact>> | null;
}

/** A blank market field falls back on its own: a German phone alone keeps the general email. */
export function supportContactOf(settings: SupportContactSettings, market: Market): SupportContact {
  const own = settings.supportContacts?.[market];
  return {
    email: own?.email?.trim() || settings.supportEmail,
    phone: own?.phone?.trim() || settings.supportPhone,
  };
}
