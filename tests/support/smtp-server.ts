// Tests only. A real SMTP server for tests (smtp-server on 127.0.0.1): records every accepted message and can refuse recipients.
import { type AddressInfo, createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  /** Accepted messages, parsed, with the envelope's recipients. */
  received: Array<{ recipients: string[]; mail: ParsedMail }>;
  close(): Promise<void>;
}

/**
 * `refuseRecipients(n)`: the reply code for the n-th RCPT TO (1-based), or null to accept it.
 * `answerAfterMs(n)`: how long the server takes to answer the n-th message once it has it all (a
 * slow server); the message counts as received either way, as a real server may have kept it.
 */
export async function startSmtpServer(
  options: {
    port?: number;
    refuseRecipient?: (call: number) => number | null;
    answerAfterMs?: (call: number) => number;
  } = {},
): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  const parsing: Array<Promise<void>> = [];
  let rcptCalls = 0;
  let dataCalls = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      rcptCalls += 1;
      const code = options.refuseRecipient?.(rcptCalls) ?? null;
      if (code === null) return callback();
      callback(
        Object.assign(new Error(`Refused by the test server (${code})`), { responseCode: code }),
      );
    },
    onData(stream, session, callback) {
      dataCalls += 1;
      const answerAfter = options.answerAfterMs?.(dataCalls) ?? 0;
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parsing.push(
          simpleParser(Buffer.concat(chunks)).then((mail) => {
            received.push({ recipients, mail });
          }),
        );
        if (answerAfter > 0) setTimeout(callback, answerAfter);
        else callback();
      });
    },
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    async close() {
      await Promise.all(parsing);
      await new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}

/** A loopback port nothing listens on (yet): an SMTP server there is down until one is started on it. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise<void>((closed) => probe.close(() => closed()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}
