// The idle popup's lead, sent by POST body (never in an address) to /api/lead; a refusal answers the message id to show.
import type { CampaignData } from '@/booking/campaign';
import type { Locale } from '@/booking/types';
import { sendClientLog } from '@/client/client-log/client-log';
import { readJson, refusalIn, send, unnamedRefusalId } from '@/client-api/request';

export interface Lead {
  email: string;
  /** International number; left out when the visitor gave none. */
  phoneNumber?: string;
  locale: Locale;
  campaign: CampaignData;
  /** The browser's CRM tracking id cookie, so the CRM can join the lead to a later booking. */
  crmTrackingId?: string | null;
}

export type LeadResult = { ok: true } | { ok: false; errorId: string };

/** Shown when the answer names no error id of its own (network down, a proxy's HTML error page). */
export const LEAD_FAILED_MESSAGE_ID = 'idleTimeModal.submitError';
export const LEAD_ENDPOINT = '/api/lead';

export async function submitLead(
  lead: Lead,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<LeadResult> {
  const body: Lead = { ...lead };
  if (!body.phoneNumber) delete body.phoneNumber;
  let response: Response;
  try {
    response = await send(
      LEAD_ENDPOINT,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      { fetcher },
    );
  } catch {
    void sendClientLog(
      { level: 'error', message: 'lead-submission-failed', context: { status: 0 } },
      fetcher,
    );
    return { ok: false, errorId: LEAD_FAILED_MESSAGE_ID };
  }
  if (response.ok) return { ok: true };
  // An empty id names nothing either; a gateway's page without one is the service unavailable
  // (try again shortly), as the API's own 503 `service-unavailable` is.
  const errorId =
    refusalIn(await readJson(response))?.id ||
    unnamedRefusalId(response.status, LEAD_FAILED_MESSAGE_ID);
  void sendClientLog(
    {
      level: 'error',
      message: 'lead-submission-failed',
      context: { status: response.status, error: errorId },
    },
    fetcher,
  );
  return { ok: false, errorId };
}
