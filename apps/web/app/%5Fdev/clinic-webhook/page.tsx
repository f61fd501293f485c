// /_dev/clinic-webhook: the booking events the local clinic receiver got, as the clinic's system would (each event once, repeats counted), so a person trying the site sees the hand-off work.
import { notFound } from 'next/navigation';
import { devClinicReceiverEnabled, readClinicWebhookConfig } from '@/server/config';
import { devReceiverDir, listReceived, type ReceivedEvent } from '@/server/handoff/dev-receiver';
import styles from '../mailbox/mailbox.module.css';

// The folder changes with every event, and the page must not exist in a production build.
export const dynamic = 'force-dynamic';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Zurich',
});

function EventRow({ event }: { event: ReceivedEvent }) {
  const { payload } = event;
  const people = payload.booking.persons
    .map((person) => `${person.firstName} ${person.lastName} (${person.room?.id ?? 'no room'})`)
    .join(', ');
  return (
    <tr>
      <td>{payload.type}</td>
      <td>{payload.booking.reference}</td>
      <td>{payload.booking.clinic}</td>
      <td>{when.format(new Date(payload.booking.startsAt))}</td>
      <td>{people}</td>
      <td>{payload.booking.payment.state}</td>
      <td>{when.format(new Date(event.receivedAt))}</td>
      <td>{event.repeats}</td>
      <td>
        <code>{payload.id}</code>
      </td>
    </tr>
  );
}

export default async function ClinicWebhookPage() {
  if (!devClinicReceiverEnabled()) notFound();
  const config = readClinicWebhookConfig();
  const events = await listReceived(devReceiverDir());
  return (
    <main className={styles.page}>
      <h1>Clinic webhook</h1>
      {config !== null && !config.local ? (
        <p className={styles.note}>
          CLINIC_WEBHOOK_URL is set: booking events go to the clinic's receiver, none arrives here.
        </p>
      ) : (
        <p className={styles.note}>
          The booking events the clinic's system would receive, each checked for its signature and
          kept once under its event id. Nothing leaves this machine. This page exists only in
          development and the embedded demo.
        </p>
      )}
      {events.length === 0 ? (
        <p>No events yet.</p>
      ) : (
        <table className={styles.list}>
          <caption className={styles.note}>Newest first; times in Zurich time</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Booking</th>
              <th scope="col">Clinic</th>
              <th scope="col">Appointment</th>
              <th scope="col">People (room)</th>
              <th scope="col">Payment</th>
              <th scope="col">Received</th>
              <th scope="col">Repeats</th>
              <th scope="col">Event id</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <EventRow key={event.payload.id} event={event} />
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
