import { createHmac } from 'node:crypto';

/**
 * TOTP codes (RFC 6238: HMAC-SHA-1, 30-second steps, six digits) from a Base32 secret, as an
 * authenticator app computes them; written here so the benchmark checks the server independently.
 */
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const decodeBase32 = (text: string) => {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) {
      throw new Error(`Not Base32: ${char}`);
    }
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

export function totpCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7f_ff_ff_ff) % 1_000_000;
  return String(value).padStart(6, '0');
}
