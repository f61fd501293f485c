// Scenario smtp: the SMTP server takes 12 s per message; customers book and pay through nginx, and each receives exactly one confirmation.
import { bookAndPay, LOCATIONS, type Outcome, statusCounts } from '../client';
import type { Fleet } from '../fleet';
import { bound, figure, seconds, sleep } from '../report';
import type { Scenario } from './index';

const DELAY_MS = Number(process.env.FLEET_SMTP_DELAY_MS ?? 12_000);
const CUSTOMERS = Number(process.env.FLEET_SMTP_CUSTOMERS ?? 9);
/** How long to wait for the last confirmation: every message in turn on one process, and some. */
const WAIT_MS = Number(process.env.FLEET_SMTP_WAIT_MS ?? CUSTOMERS * DELAY_MS + 30_000);
/** After the last expected one: a copy sent again by another process shows in this while. */
const SETTLE_MS = Number(process.env.FLEET_SMTP_SETTLE_MS ?? DELAY_MS + 5_000);
/**
 * The last confirmation within: the processes sending side by side (each customer's one message
 * in turn on three processes), and 30 s for the timer and the machine. One process sending them
 * all one by one (a batch leased by one) takes the customers' count times the delay.
 */
const LAST_BOUND_MS = Number(
  process.env.FLEET_SMTP_LAST_BOUND_MS ?? Math.ceil(CUSTOMERS / 3) * DELAY_MS + 30_000,
);

const PREFIX = `smtp-${process.pid}-`;

async function run(fleet: Fleet): Promise<boolean> {
  // Only this scenario's customers' mail is slow: the other scenarios' messages pass at once.
  fleet.smtp.slowDown(DELAY_MS, (recipient) => recipient.startsWith(PREFIX));
  const outcomes: Outcome[] = [];
  const began = Date.now();
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, (_, index) =>
      bookAndPay(fleet.url, {
        email: `${PREFIX}${index}@example.ch`,
        location: LOCATIONS[index % LOCATIONS.length] ?? 'zurich_bellevue',
        outcomes,
      }),
    ),
  );
  const paidAt = Date.now();
  const payers = customers
    .filter((customer) => customer.paid)
    .map((customer) => customer.reservation?.email ?? '');
  figure(
    'customers paid',
    `${payers.length} of ${CUSTOMERS} in ${seconds(paidAt - began)} (${statusCounts(outcomes)})`,
  );
  figure('SMTP delay per message', seconds(DELAY_MS));

  const confirmations = () =>
    fleet.smtp.received.filter(
      (mail) => mail.kind === 'confirmation' && mail.recipients.some((to) => to.startsWith(PREFIX)),
    );
  const everyoneHasOne = () =>
    payers.every((email) => confirmations().some((mail) => mail.recipients.includes(email)));
  while (!everyoneHasOne() && Date.now() - paidAt < WAIT_MS) await sleep(500);
  const lastExpected = Date.now();
  // Then a while longer: a copy sent again after a lapsed lease comes later.
  await sleep(SETTLE_MS);

  const mails = confirmations();
  const perCustomer = payers.map((email) => {
    const to = mails.filter((mail) => mail.recipients.includes(email));
    return { email, count: to.length, messageIds: new Set(to.map((mail) => mail.messageId)).size };
  });
  figure(
    'confirmations per customer (emails / distinct Message-IDs)',
    perCustomer
      .map((customer, index) => `#${index + 1}: ${customer.count}/${customer.messageIds}`)
      .join(', '),
  );
  const last = Math.max(0, ...mails.map((mail) => mail.at));
  figure(
    'last confirmation',
    last === 0 ? 'none' : `${seconds(last - paidAt)} after the last payment`,
  );
  figure(
    'waited for all',
    `${seconds(lastExpected - paidAt)}, then ${seconds(SETTLE_MS)} more for copies`,
  );
  fleet.smtp.slowDown(0, () => false);

  let ok = bound('every customer paid', payers.length === CUSTOMERS);
  ok =
    bound(
      'every paying customer received exactly one confirmation',
      perCustomer.every((customer) => customer.count === 1),
    ) && ok;
  ok =
    bound(
      'one Message-ID per customer',
      perCustomer.every((customer) => customer.messageIds === 1),
    ) && ok;
  ok =
    bound(
      `the last confirmation within ${seconds(LAST_BOUND_MS)} of the last payment`,
      last !== 0 && last - paidAt <= LAST_BOUND_MS,
    ) && ok;
  return ok;
}

export const smtp: Scenario = {
  name: 'smtp',
  title: `SMTP at ${seconds(DELAY_MS)} per message, ${CUSTOMERS} customers: exactly one confirmation each`,
  run,
};
