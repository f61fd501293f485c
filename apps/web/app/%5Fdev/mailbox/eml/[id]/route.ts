// /_dev/mailbox/eml/<id>: one message of the local mailbox as its raw .eml file, for a mail client to open.

import { readMailConfig } from '@/server/notifications/mail-config';
import { devMailboxEnabled, readMailboxEml } from '@/server/notifications/mailbox';

export const dynamic = 'force-dynamic';

const notFound = () => new Response('Not found', { status: 404 });

export async function GET(_request: Request, context: { params: Promise<{ id: string }> }) {
  if (!devMailboxEnabled()) return notFound();
  const config = readMailConfig();
  if (config.mode !== 'mailbox') return notFound();
  const { id } = await context.params;
  // readMailboxEml accepts only ids the mailbox made, so no path leaves the folder.
  const raw = await readMailboxEml(config.dir, id);
  if (raw === null) return notFound();
  return new Response(new Uint8Array(raw), {
    headers: {
      'content-type': 'message/rfc822',
      'content-disposition': `attachment; filename="${id}.eml"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
