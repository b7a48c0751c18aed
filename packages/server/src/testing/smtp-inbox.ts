import { SMTPServer } from 'smtp-server';
import { parseMessage, type ParsedMessage } from './mime-message.js';

export type { ParsedMessage };

export type SmtpInbox = {
  host: string;
  port: number;
  /** Every message received so far, in order of arrival. */
  messages: ParsedMessage[];
  /**
   * The next message to `to` (an envelope recipient, case-insensitive) not yet taken by an
   * earlier call: resolves when it arrives, at once when it already has.
   */
  nextMessage: (to: string) => Promise<ParsedMessage>;
  close: () => Promise<void>;
};

type Waiter = { to: string; resolve: (message: ParsedMessage) => void };

/**
 * A real SMTP server on a free local port that keeps every message it receives, for tests that
 * read what a user would find in their mailbox (the code, the subject, the sender). Any user and
 * password are accepted; TLS is not offered, so clients connect in plain text.
 */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMessage[] = [];
  const taken = new Set<ParsedMessage>();
  const waiters: Waiter[] = [];
  const addressed = (message: ParsedMessage, to: string) =>
    message.envelope.to.some((address) => address.toLowerCase() === to.toLowerCase());

  const deliver = (message: ParsedMessage) => {
    messages.push(message);
    const index = waiters.findIndex((waiter) => addressed(message, waiter.to));
    if (index !== -1) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(message);
      waiter?.resolve(message);
    }
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'inbox' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        deliver(parseMessage(Buffer.concat(chunks).toString('utf8'), envelope));
        callback();
      });
    },
  });

  const host = '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    host,
    port,
    messages,
    nextMessage: (to) => {
      const arrived = messages.find((message) => !taken.has(message) && addressed(message, to));
      if (arrived) {
        taken.add(arrived);
        return Promise.resolve(arrived);
      }
      return new Promise((resolve) => {
        waiters.push({ to, resolve });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
