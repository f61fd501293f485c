// POST /api/staff/calendar: a clinic's staff make a new secret calendar address (revoking the one before) or revoke it. The new address goes back in the page's fragment, which no server or log sees.
import { BookingError } from '@/booking/errors';
import { now } from '@/server/clock';
import { getDatabase } from '@/server/db/client';
import { readText } from '@/server/http';
import { makeFeed, revokeFeed } from '@/server/staff/calendar';
import { backTo, requireSameSite, requireStaff, staffRespond } from '@/server/staff/http';
import { clinicFor } from '@/server/staff/sheet-view';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return staffRespond('staff/calendar', request, async () => {
    requireSameSite(request);
    const staff = await requireStaff(request);
    const form = new URLSearchParams(await readText(request, 1024));
    const slug = form.get('clinic') ?? '';
    const action = form.get('action');
    if (action !== 'make' && action !== 'revoke')
      throw new BookingError('invalid-request', ['action']);
    await clinicFor(staff, slug);
    const db = await getDatabase();
    if (action === 'revoke') {
      await revokeFeed(db, { staff, locationSlug: slug, now: now() });
      return backTo(`/staff/${slug}/calendar?revoked=1`);
    }
    const token = await makeFeed(db, { staff, locationSlug: slug, now: now() });
    return backTo(`/staff/${slug}/calendar#address=${token}`);
  });
}
