import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';

let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox.close();
});

const send = (message: SendMailOptions) =>
  nodemailer
    .createTransport({ host: inbox.host, port: inbox.port, secure: false, ignoreTLS: true, auth: { user: 'u', pass: 'p' } })
    .sendMail(message);

it('hands each message to the first waiter for its recipient, decoded', async () => {
  const waiting = inbox.nextMessage('Ann@Example.test');
  await send({
    from: { name: 'Équipe Tessera', address: 'noreply@example.test' },
    to: 'ann@example.test',
    subject: 'Votre code: 123456 — bienvenue',
    text: `Code 123456\n${'long line '.repeat(20)}é`,
  });
  const message = await waiting;
  expect(message.envelope.to).toEqual(['ann@example.test']);
  expect(message.subject).toBe('Votre code: 123456 — bienvenue');
  expect(message.from).toContain('Équipe Tessera');
  expect(message.from).toContain('<noreply@example.test>');
  expect(message.text).toBe(`Code 123456\n${'long line '.repeat(20)}é`);
});

it('keeps messages that arrived before anyone waited, each taken once', async () => {
  await send({ from: 'a@example.test', to: 'bob@example.test', subject: 'first', html: '<p>1</p>', text: '1' });
  await send({ from: 'a@example.test', to: 'bob@example.test', subject: 'second', text: '2' });
  expect((await inbox.nextMessage('bob@example.test')).subject).toBe('first');
  const second = await inbox.nextMessage('bob@example.test');
  expect(second.subject).toBe('second');
  expect(second.text).toBe('2');
  expect(inbox.messages.filter((message) => message.envelope.to.includes('bob@example.test'))[0]?.html).toBe('<p>1</p>');
});
