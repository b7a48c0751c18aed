import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendPooled } from './smtp-pool.js';

/** A real SMTP server that counts the connections it accepts and the users that authenticate. */
let server: SMTPServer;
let port = 0;
let connections = 0;
const users: string[] = [];
let delivered = 0;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    onConnect: (_session, callback) => {
      connections += 1;
      callback();
    },
    onAuth: (auth, _session, callback) => {
      users.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData: (stream, _session, callback) => {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        delivered += 1;
        callback();
      });
    },
  });
  port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
  });
});

const mail = { from: 'noreply@tessera.test', to: 'grace@example.com', subject: 'Your code', text: 'Your code is 123456.' };
const options = (user: string) => ({ host: '127.0.0.1', port, ignoreTLS: true, auth: { user, pass: 'secret' } });

it('sends messages one after another over one connection', async () => {
  const before = connections;
  await sendPooled(options('first'), mail);
  await sendPooled(options('first'), mail);
  await sendPooled(options('first'), mail);
  expect(connections - before).toBe(1);
  expect(users.filter((user) => user === 'first')).toHaveLength(1);
  expect(delivered).toBe(3);
});

it('opens a connection of its own for other credentials', async () => {
  await sendPooled(options('second'), mail);
  expect(users).toContain('second');
  expect(delivered).toBe(4);
});

it('answers the failure of a message sent to a server that is not listening', async () => {
  const closed = new SMTPServer({ logger: false });
  const unused = await new Promise<number>((resolve) => {
    closed.listen(0, '127.0.0.1', () => {
      const address = closed.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  await new Promise<void>((resolve) => {
    closed.close(() => resolve());
  });
  await expect(sendPooled({ host: '127.0.0.1', port: unused, ignoreTLS: true }, mail)).rejects.toMatchObject({ code: 'ESOCKET' });
});
