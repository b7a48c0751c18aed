import { randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const secretLength = 32;

/** A new client secret: 32 characters of `[0-9A-Za-z]` (about 190 bits), drawn without bias. */
export function generateSecretValue(): string {
  let value = '';
  for (let index = 0; index < secretLength; index++) {
    value += alphabet[randomInt(alphabet.length)];
  }
  return value;
}
