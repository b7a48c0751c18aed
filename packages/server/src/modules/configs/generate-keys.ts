import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'jose';
import { generateId } from '../../utils/id.js';
import type { SigningKeyAlgorithm, StoredCookieKey, StoredPrivateKey } from './key-types.js';

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * A new signing key: EC on P-256 (ES256) or RSA of 2048 bits (RS256). Generated off the event
 * loop: an RSA key takes tens of milliseconds, which would stall every other request.
 */
export async function generatePrivateKey(algorithm: SigningKeyAlgorithm): Promise<StoredPrivateKey> {
  const { privateKey } =
    algorithm === 'EC'
      ? await generateKeyPairAsync('ec', { namedCurve: 'P-256' })
      : await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const id = generateId();
  const jwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: id, use: 'sig' };
  return { id, createdAt: Date.now(), algorithm, jwk };
}

export const generateCookieKey = (): StoredCookieKey => ({
  id: generateId(),
  createdAt: Date.now(),
  value: randomBytes(32).toString('base64url'),
});
