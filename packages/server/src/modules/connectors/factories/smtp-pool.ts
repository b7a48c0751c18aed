import { createHash } from 'node:crypto';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

/**
 * Connections to one SMTP server with one set of credentials, kept open between messages.
 * Opening a connection costs a TCP handshake, the server's greeting (many servers hold it back on
 * purpose, ~100 ms, to catch clients that talk too early), EHLO and AUTH: more than sending a
 * one-time code over an open connection. A pool idle for {@link idleCloseMs} is closed, so no
 * connection outlives a burst of sign-ins by long, and a changed connector config (another host,
 * port, TLS mode or credentials) gets a pool of its own.
 */
type Pool = { transport: Transporter; sending: number; idleTimer?: NodeJS.Timeout };

const idleCloseMs = 1000;
/** Connections one pool opens at most, and messages one connection carries before it is renewed. */
const maxConnections = 5;
const maxMessages = 100;

const pools = new Map<string, Pool>();

/** Keyed by a hash of the options so the map holds no password as a key. */
const keyOf = (options: SMTPPool.Options) => createHash('sha256').update(JSON.stringify(options)).digest('hex');

const closeWhenIdle = (key: string, pool: Pool) => {
  if (pool.sending > 0) {
    return;
  }
  pool.idleTimer = setTimeout(() => {
    pools.delete(key);
    pool.transport.close();
  }, idleCloseMs);
  // An idle pool must not keep the process alive.
  pool.idleTimer.unref();
};

/** Sends one message through the pool of `options`, opening it if needed. */
export async function sendPooled(options: SMTPPool.Options, mail: SendMailOptions): Promise<void> {
  const key = keyOf(options);
  let pool = pools.get(key);
  if (!pool) {
    pool = { transport: nodemailer.createTransport({ ...options, pool: true, maxConnections, maxMessages }), sending: 0 };
    pools.set(key, pool);
  }
  clearTimeout(pool.idleTimer);
  pool.sending += 1;
  try {
    await pool.transport.sendMail(mail);
  } finally {
    pool.sending -= 1;
    closeWhenIdle(key, pool);
  }
}
