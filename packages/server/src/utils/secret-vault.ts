import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const algorithm = 'aes-256-gcm';
const version = 'v1';

/** Encrypts secrets that must be read back (client secrets); hashes are used where they need not. */
export type SecretVault = {
  encrypt: (plaintext: string) => string;
  decrypt: (ciphertext: string) => string;
};

export function createSecretVault(key: Buffer): SecretVault {
  if (key.length !== 32) {
    throw new Error('The secret vault key must be 32 bytes.');
  }
  return {
    encrypt: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv(algorithm, key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt: (ciphertext) => {
      const [tag, iv, authTag, body] = ciphertext.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) {
        throw new Error('Unreadable encrypted secret.');
      }
      const decipher = createDecipheriv(algorithm, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The vault key: from configuration when given (shared by every instance), otherwise a key
 * file created once in the data directory.
 */
export function loadVaultKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    return Buffer.from(configured, 'base64');
  }
  const keyPath = path.join(dataDir, 'secret-vault.key');
  if (!fs.existsSync(keyPath)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(keyPath, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(keyPath, 'utf8').trim(), 'base64');
}
