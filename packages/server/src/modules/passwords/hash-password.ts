import { hash, parseOptions } from '@node-rs/argon2';
import { argon2Params, type PasswordEncryptionMethod } from '@tessera/schemas';

/** Every password set or upgraded from now on is stored with this method. */
export const currentPasswordMethod: PasswordEncryptionMethod = 'Argon2id';

// The package ships its Algorithm enum as an ambient const enum, which isolated modules cannot
// read; 2 is Argon2id in that enum.
const argon2idAlgorithm = 2;

/**
 * Hashes a password with Argon2id (OWASP parameters). The binding's async API runs on the libuv
 * thread pool, so hashing never blocks the event loop.
 */
export const hashPassword = (password: string): Promise<string> =>
  hash(password, {
    algorithm: argon2idAlgorithm,
    memoryCost: argon2Params.memoryCost,
    timeCost: argon2Params.timeCost,
    parallelism: argon2Params.parallelism,
  });

const hasCurrentArgon2Params = (encrypted: string) => {
  try {
    const options = parseOptions(encrypted);
    return (
      options.algorithm === argon2idAlgorithm &&
      options.memoryCost >= argon2Params.memoryCost &&
      options.timeCost >= argon2Params.timeCost
    );
  } catch {
    return false;
  }
};

/**
 * Whether a stored hash should be replaced after the next successful verification: any method
 * but Argon2id, or (when the hash is given) Argon2id with weaker parameters than today's.
 */
export const needsUpgrade = (method: string | null, encrypted?: string | null): boolean => {
  if (method !== currentPasswordMethod) {
    return true;
  }
  return encrypted ? !hasCurrentArgon2Params(encrypted) : false;
};
