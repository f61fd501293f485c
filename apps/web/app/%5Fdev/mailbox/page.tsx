// /_dev/mailbox: the messages the embedded mode wrote instead of sending, so a person trying the site can read them.
import { notFound } from 'next/navigation';
import { readMailConfig } from '@/server/notifications/mail-config';
import {
  devMailboxEnabled,
  listMailbox,
  type MailboxEntry,
  readMailboxCard,
} from '@/server/notifications/mailbox';
import styles from './mailbox.module.css';

// The folder changes with every message sent, and the page must not exist in a production build.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ message?: string | string[] }> };

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Zurich',
});

function MessageList({
  entries,
  selectedId,
}: {
  entries: MailboxEntry[];
  selectedId: string | null;
}) {
  return (
    <table className={styles.list}>
      <caption className={styles.note}>Newest first</caption>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">To</th>
          <th scope="col">Written (Zurich time)</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const current = entry.id === selectedId;
          return (
            <tr key={entry.id} className={current ? styles.current : undefined}>
              <td>
                <a
                  href={`?message=${encodeURIComponent(entry.id)}`}
                  aria-current={current ? 'true' : undefined}
                >
                  {entry.subject}
                </a>
              </td>
              <td>{entry.to}</td>
              <td>{when.format(new Date(entry.date))}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export default async function MailboxPage({ searchParams }: Props) {
  if (!devMailboxEnabled()) notFound();
  const config = readMailConfig();
  const { message } = await searchParams;
  const entries = config.mode === 'mailbox' ? await listMailbox(config.dir) : [];
  const selectedId = typeof message === 'string' ? message : (entries[0]?.id ?? null);
  const selected =
    config.mode === 'mailbox' && selectedId !== null
      ? await readMailboxCard(config.dir, selectedId)
      : null;
  return (
    <main className={styles.page}>
      <h1>Mailbox</h1>
      {config.mode === 'smtp' ? (
        <p className={styles.note}>
          SMTP_URL is set: messages go to the SMTP server, none is kept here.
        </p>
      ) : (
        <p className={styles.note}>
          What customers would receive, written instead of sent to <code>{config.dir}</code>.
          Nothing leaves this machine. This page exists only in development.
        </p>
      )}
      {entries.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <div className={styles.columns}>
          <section aria-labelledby="messages-heading">
            <h2 id="messages-heading">Messages ({entries.length})</h2>
            <MessageList entries={entries} selectedId={selected?.id ?? null} />
          </section>
          {selected ? (
            <section aria-labelledby="message-heading">
              <h2 id="message-heading">{selected.subject}</h2>
              <dl className={styles.meta}>
                <dt>To</dt>
                <dd>{selected.to}</dd>
                <dt>Written</dt>
                <dd>{when.format(new Date(selected.date))}</dd>
                <dt>Message-ID</dt>
                <dd>{selected.messageId}</dd>
                <dt>Raw message</dt>
                <dd>
                  <a href={`/_dev/mailbox/eml/${encodeURIComponent(selected.id)}`} download>
                    Download .eml
                  </a>
                </dd>
              </dl>
              {/* No scripts, forms, popups or same-origin access: a message is content, never code. */}
              <iframe
                className={styles.frame}
                title={`Message: ${selected.subject}`}
                sandbox=""
                srcDoc={selected.html}
              />
            </section>
          ) : (
            <p>That message is not in the mailbox.</p>
          )}
        </div>
      )}
    </main>
  );
}
