import { randomInt } from 'node:crypto';
import { idMaxLength, userIdMaxLength } from '@tessera/schemas';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A random id of `[0-9a-z]`, 21 characters by default (users: 12). */
export function generateId(length: number = idMaxLength): string {
  let id = '';
  for (let index = 0; index < length; index++) {
    id += alphabet[randomInt(alphabet.length)];
  }
  return id;
}

export const generateUserId = () => generateId(userIdMaxLength);
