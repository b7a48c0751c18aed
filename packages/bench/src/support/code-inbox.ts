import { SMTPServer } from 'smtp-server';

export type CodeInbox = {
  host: string;
  port: number;
  /**
   * The code in the next message to `to` (an envelope recipient, case-insensitive): resolves when
   * the message arrives, at once when it arrived before the call.
   */
  nextCode: (to: string) => Promise<string>;
  /** Messages received so far. */
  received: () => number;
  close: () => Promise<void>;
};

/** The template text around the code; headers (dates, message ids) hold other runs of digits. */
export const codeTemplate = 'Your code is {{code}}.';

// Quoted-printable soft line breaks could split the sentence; nodemailer sends short ASCII text as
// 7bit or quoted-printable, never base64, so removing them leaves the code readable.
const codeIn = (raw: string) => /Your code is (\d{6})\./.exec(raw.replaceAll(/=\r?\n/g, ''))?.[1];

/**
 * A real SMTP server on a free local port that hands out the one-time code of each message, for
 * sign-ins by code. Unlike the server's test inbox it keeps no message once its code is taken, so
 * thousands of sign-ins cost neither memory nor a scan of earlier mail.
 */
export async function startCodeInbox(): Promise<CodeInbox> {
  const arrived = new Map<string, string[]>();
  const waiting = new Map<string, ((code: string) => void)[]>();
  let count = 0;

  const deliver = (to: string, code: string) => {
    const waiter = waiting.get(to)?.shift();
    if (waiter) {
      waiter(code);
      return;
    }
    arrived.set(to, [...(arrived.get(to) ?? []), code]);
  };

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    // A reverse DNS lookup of every connecting client would add the resolver's latency to each code.
    disableReverseLookup: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'inbox' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const code = codeIn(Buffer.concat(chunks).toString('utf8'));
        if (!code) {
          callback(new Error('The message carries no six-digit code.'));
          return;
        }
        for (const recipient of session.envelope.rcptTo) {
          deliver(recipient.address.toLowerCase(), code);
        }
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
    nextCode: (to) => {
      const key = to.toLowerCase();
      const code = arrived.get(key)?.shift();
      if (code !== undefined) {
        return Promise.resolve(code);
      }
      return new Promise((resolve) => {
        waiting.set(key, [...(waiting.get(key) ?? []), resolve]);
      });
    },
    received: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
