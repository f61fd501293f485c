// The email preview page's content: a kind × language index, then the chosen message as sent (light and dark, at phone width) and as plain text.
import { LANGUAGES, type Language } from '@/booking/types';
import type { PreviewSelection } from '@/server/notifications/preview';
import {
  type ComposedMessage,
  MESSAGE_KINDS,
  type MessageKind,
} from '@/server/notifications/types';
import styles from './design-system.module.css';
import preview from './email-preview.module.css';
import { PageHeader } from './page-header';

const KIND_NAMES: Record<MessageKind, string> = {
  confirmation: 'Confirmation',
  'partner-invitation': 'Partner invitation',
  'pay-later': 'Pay later',
  reminder: 'Reminder',
  refund: 'Refund',
  cancellation: 'Cancellation',
  reschedule: 'Changed time',
  'instalment-refund': 'Instalment refunded',
  'partner-confirmation': 'Partner: details complete',
  'partner-reschedule': 'Partner: changed time',
  'partner-cancellation': 'Partner: cancellation',
  'debit-failed': 'Direct debit failed',
  'move-debit-failed': 'Move: direct debit failed',
  'partner-reminder': 'Partner: reminder',
};

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'German', fr: 'French' };

function previewHref({ kind, language }: PreviewSelection): string {
  return `/_design-system/emails?${new URLSearchParams({ kind, language })}`;
}

function MessageIndex({ selected }: { selected: PreviewSelection }) {
  return (
    <table className={preview.index}>
      <caption className={styles.note}>Every message in every language</caption>
      <thead>
        <tr>
          <th scope="col">Message</th>
          {LANGUAGES.map((language) => (
            <th scope="col" key={language}>
              {LANGUAGE_NAMES[language]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MESSAGE_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{KIND_NAMES[kind]}</th>
            {LANGUAGES.map((language) => {
              const current = kind === selected.kind && language === selected.language;
              return (
                <td key={language}>
                  <a
                    href={previewHref({ kind, language })}
                    aria-current={current ? 'page' : undefined}
                    aria-label={`${KIND_NAMES[kind]} in ${LANGUAGE_NAMES[language]}`}
                  >
                    {language}
                  </a>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EmailPreview(props: {
  selection: PreviewSelection;
  message: ComposedMessage;
  /** The same HTML with its dark-mode rules on. */
  darkHtml: string;
}) {
  const { selection, message } = props;
  const name = `${KIND_NAMES[selection.kind]} in ${LANGUAGE_NAMES[selection.language]}`;
  return (
    <main className={styles.page}>
      <PageHeader title="Emails">
        Every message a booking sends, written by the real templates from a sample pair booking with
        add-ons and an instalment plan. <a href="/_design-system">All components</a>
      </PageHeader>
      <MessageIndex selected={selection} />
      <section className={styles.section} aria-labelledby="message-heading">
        <h2 id="message-heading" className={styles.sectionTitle}>
          {name}
        </h2>
        <dl className={preview.meta}>
          <dt>Subject</dt>
          <dd lang={selection.language}>{message.subject}</dd>
          <dt>To</dt>
          <dd>{message.to}</dd>
          <dt>Reply-To</dt>
          <dd>{message.replyTo}</dd>
          <dt>Attached</dt>
          <dd>
            {message.attachments.length === 0
              ? 'Nothing'
              : message.attachments.map((file) => file.filename).join(', ')}
          </dd>
        </dl>
        <div className={preview.frames}>
          {[
            { scheme: 'light', caption: 'Light, at phone width', html: message.html },
            { scheme: 'dark', caption: 'Dark, at phone width', html: props.darkHtml },
          ].map(({ scheme, caption, html }) => (
            <figure key={scheme} className={preview.figure}>
              <figcaption className={preview.caption}>{caption}</figcaption>
              {/* No scripts, forms or same-origin access: a message is content, never code. */}
              <iframe
                className={preview.frame}
                title={`${name}, ${scheme}`}
                sandbox=""
                srcDoc={html}
              />
            </figure>
          ))}
        </div>
        <h3 className={styles.subTitle}>Plain text</h3>
        <pre className={preview.text} lang={selection.language}>
          {message.text}
        </pre>
      </section>
    </main>
  );
}
