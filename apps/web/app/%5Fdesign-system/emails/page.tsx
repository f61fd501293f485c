// /_design-system/emails: every message in every language as the real templates write it, from sample data (not linked from the booking flow).
import type { Metadata } from 'next';
import { EmailPreview } from '@/features/design-system/email-preview';
import { inDarkMode, previewMessage, previewSelection } from '@/server/notifications/preview';

export const metadata: Metadata = { title: 'Emails' };

export default async function EmailsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const selection = previewSelection(await searchParams);
  const message = await previewMessage(selection);
  return (
    <EmailPreview selection={selection} message={message} darkHtml={inDarkMode(message.html)} />
  );
}
