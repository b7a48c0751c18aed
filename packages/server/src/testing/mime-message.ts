/**
 * Reads the parts of an email that tests look at (headers, subject, sender, text) out of the raw
 * message nodemailer sends: folded headers, RFC 2047 encoded words, quoted-printable and base64
 * bodies, and the first text part of a multipart message.
 */
export type ParsedMessage = {
  /** Envelope sender and recipients, as the SMTP session gave them. */
  envelope: { from: string; to: string[] };
  /** Header names in lowercase; encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  /** The decoded body of the first text/plain part (or the only part), line ends as `\n`. */
  text: string;
  /** The decoded body of the first text/html part, when there is one. */
  html?: string;
  raw: string;
};

type Part = { headers: Record<string, string>; body: string };

const decodeEncodedWords = (value: string) =>
  value
    .replaceAll(/\?=\s+=\?/g, '?==?')
    .replaceAll(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replaceAll(/=\r?\n/g, '')
      .replaceAll(/=([\dA-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const splitPart = (raw: string): Part => {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replaceAll(/\r?\n[\t ]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeEncodedWords(line.slice(colon + 1).trim());
    }
  }
  return { headers, body };
};

const decodeTransfer = (part: Part) => {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') {
    return Buffer.from(part.body.replaceAll(/\s/g, ''), 'base64').toString('utf8');
  }
  if (encoding === 'quoted-printable') {
    return decodeQuotedPrintable(part.body);
  }
  return part.body;
};

/** SMTP carries CRLF line ends; tests compare with the `\n` text they sent. */
const decodeBody = (part: Part) => decodeTransfer(part).replaceAll('\r\n', '\n').replace(/\n$/, '');

/** Every leaf part, depth first. */
const leafParts = (part: Part): Part[] => {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) {
    return [part];
  }
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r?\n/, ''))));
};

export function parseMessage(raw: string, envelope: ParsedMessage['envelope']): ParsedMessage {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const typeOf = (part: Part) => (part.headers['content-type'] ?? 'text/plain').toLowerCase();
  const textPart = parts.find((part) => typeOf(part).startsWith('text/plain'));
  const htmlPart = parts.find((part) => typeOf(part).startsWith('text/html'));
  return {
    envelope,
    headers: message.headers,
    subject: message.headers.subject ?? '',
    from: message.headers.from ?? '',
    to: message.headers.to ?? '',
    text: textPart ? decodeBody(textPart) : '',
    ...(htmlPart ? { html: decodeBody(htmlPart) } : {}),
    raw,
  };
}
