// The day sheet as staff see it: appointments by time with a pair side by side, and, for printing only, one A4 page per room.
import { formatMoney } from '../booking/money';
import {
  byRoom,
  byTime,
  type SheetBooking,
  type SheetPerson,
  type SheetRoom,
  wallTime,
} from './sheet';
import styles from './staff.module.css';

function paymentText(payment: SheetBooking['payment']): string {
  const money = (minor: number) => formatMoney(minor, payment.currency, 'en-ch');
  switch (payment.state) {
    case 'paid':
      return `Paid in full (${money(payment.total)})`;
    case 'instalments':
      return `Instalments running (${money(payment.total)})`;
    case 'downpayment':
      return `Downpayment paid · ${money(payment.dueAtDesk)} due at the desk`;
    case 'processing':
      return 'Bank payment processing';
    default:
      return 'Not paid';
  }
}

const STATUS: Record<string, string> = {
  arrived: 'Arrived',
  no_show: 'No-show',
};

function Person({ person }: { person: SheetPerson }) {
  return (
    <div className={styles.person}>
      <p>
        <strong>{person.name}</strong>
        {person.role === 'partner' ? ' (partner)' : ''}
      </p>
      <p>Room: {person.roomName}</p>
      <p>Add-ons: {person.addOns.length > 0 ? person.addOns.join(', ') : 'none'}</p>
      {person.attention.length > 0 ? (
        <div className={styles.attention}>
          <p>
            <strong>Safety answers to check</strong>
          </p>
          <ul>
            {person.attention.map((item) => (
              <li key={item.question}>
                {item.question} <strong>{item.answer}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function Marks({ booking, day }: { booking: SheetBooking; day: string }) {
  const done = STATUS[booking.status];
  if (done !== undefined) {
    return (
      <p>
        <span className={`${styles.badge} ${booking.status === 'arrived' ? styles.arrived : ''}`}>
          {done}
        </span>
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {(['arrived', 'no-show'] as const).map((mark) => (
        <form key={mark} method="post" action="/api/staff/attendance">
          <input type="hidden" name="reservationId" value={booking.id} />
          <input type="hidden" name="mark" value={mark} />
          <input type="hidden" name="day" value={day} />
          <button
            type="submit"
            className={`${styles.button} ${mark === 'no-show' ? styles.danger : ''}`}
            aria-label={`${mark === 'arrived' ? 'Mark arrived' : 'Mark no-show'}: ${booking.persons.map((person) => person.name).join(' and ')}, ${wallTime(booking.startsAt)}`}
          >
            {mark === 'arrived' ? 'Mark arrived' : 'No-show'}
          </button>
        </form>
      ))}
    </div>
  );
}

function Appointment({ booking, day }: { booking: SheetBooking; day: string }) {
  return (
    <li className={styles.card}>
      <article aria-labelledby={`booking-${booking.id}`}>
        <h3 id={`booking-${booking.id}`}>
          {wallTime(booking.startsAt)}–{wallTime(booking.endsAt)} · {booking.checkup}
          {booking.pair ? ' · pair booking' : ''}
        </h3>
        <p className={styles.muted}>Booking {booking.code}</p>
        <div className={styles.people}>
          {booking.persons.map((person) => (
            <Person key={person.role} person={person} />
          ))}
        </div>
        <p>Payment: {paymentText(booking.payment)}</p>
        <p>Notes: {booking.notes.length > 0 ? booking.notes.join(' ') : 'none'}</p>
        <Marks booking={booking} day={day} />
      </article>
    </li>
  );
}

function RoomPage({ room, title }: { room: SheetRoom; title: string }) {
  return (
    <section className={styles.roomPage} aria-label={`${room.name}, printed page`}>
      <h2>
        {title} · {room.name}
      </h2>
      {room.entries.length === 0 ? (
        <p>No appointments in this room.</p>
      ) : (
        <table className={styles.roomTable}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Name</th>
              <th scope="col">Check-up and add-ons</th>
              <th scope="col">Payment</th>
              <th scope="col">Safety answers</th>
              <th scope="col">Notes</th>
              <th scope="col">Arrived</th>
            </tr>
          </thead>
          <tbody>
            {room.entries.map(({ booking, person }) => {
              const other = booking.persons.find((candidate) => candidate !== person);
              return (
                <tr key={`${booking.id}-${person.role}`}>
                  <td>
                    {wallTime(booking.startsAt)}–{wallTime(booking.endsAt)}
                  </td>
                  <td>
                    {person.name}
                    <br />
                    {booking.code}
                    {other ? ` · with ${other.name} (${other.roomName})` : ''}
                  </td>
                  <td>
                    {booking.checkup}
                    {person.addOns.length > 0 ? ` + ${person.addOns.join(', ')}` : ''}
                  </td>
                  <td>{paymentText(booking.payment)}</td>
                  <td>
                    {person.attention.map((item) => `${item.question} ${item.answer}`).join('; ') ||
                      '–'}
                  </td>
                  <td>{booking.notes.join(' ') || '–'}</td>
                  <td>{STATUS[booking.status] ?? '☐'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DaySheetView({
  bookings,
  rooms,
  day,
  title,
}: {
  bookings: readonly SheetBooking[];
  rooms: readonly { roomId: string; name: string }[];
  day: string;
  /** The clinic and the day, as the printed pages head them. */
  title: string;
}) {
  const ordered = byTime(bookings);
  return (
    <>
      <section className={styles.screenOnly} aria-labelledby="by-time">
        <h2 id="by-time">
          Appointments by time <span className={styles.muted}>({ordered.length})</span>
        </h2>
        {ordered.length === 0 ? (
          <p>No appointments on this day.</p>
        ) : (
          <ol className={styles.list}>
            {ordered.map((booking) => (
              <Appointment key={booking.id} booking={booking} day={day} />
            ))}
          </ol>
        )}
      </section>
      <div className={styles.printOnly}>
        {byRoom(bookings, rooms).map((room) => (
          <RoomPage key={room.roomId} room={room} title={title} />
        ))}
      </div>
    </>
  );
}
