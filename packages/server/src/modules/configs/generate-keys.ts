import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import { generateId } from '../../utils/id.js';
import type { SigningKeyAlgorithm, StoredCookieKey, StoredPrivateKey } from './key-types.js';

export function generatePrivateKey(algorithm: SigningKeyAlgorithm = 'EC'): StoredPrivateKey {
  const { privateKey } =
    algorithm === 'EC'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const id = generateId();
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: id, use: 'sig' };
  return { id, createdAt: Date.now(), algorithm, jwk };
}

export const generateCookieKey = (): StoredCookieKey => ({
  id: generateId(),
  createdAt: Date.now(),
  value: randomBytes(32).toString('base64url'),
});
