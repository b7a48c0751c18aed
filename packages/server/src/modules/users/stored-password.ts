import { RequestError } from '../../errors/request-error.js';
import { isWellFormedDigest, toPasswordEncryptionMethod } from '../passwords/digest-format.js';
import { currentPasswordMethod, hashPassword } from '../passwords/hash-password.js';

/** How a new user's password arrives: plain text, an imported digest with its algorithm, or none. */
export type PasswordInput = { password?: string; passwordDigest?: string; passwordAlgorithm?: string };

type StoredPassword = { password_encrypted: string | null; password_encryption_method: string | null };

/**
 * Checks the password part of a new user at once (400 `user.password_and_digest_conflict`,
 * `user.password_algorithm_required`, `user.unsupported_password_algorithm`,
 * `user.invalid_password_digest`) and answers how to store it: hashing is deferred to the
 * returned function, so a request refused for another reason never pays for Argon2.
 */
export function toStoredPassword(input: PasswordInput): () => Promise<StoredPassword> {
  const { password, passwordDigest, passwordAlgorithm } = input;
  if (password !== undefined && (passwordDigest !== undefined || passwordAlgorithm !== undefined)) {
    throw new RequestError('user.password_and_digest_conflict', 400);
  }
  if (password !== undefined) {
    return async () => ({ password_encrypted: await hashPassword(password), password_encryption_method: currentPasswordMethod });
  }
  if (passwordDigest === undefined) {
    if (passwordAlgorithm !== undefined) {
      throw new RequestError('user.invalid_password_digest', 400);
    }
    return async () => ({ password_encrypted: null, password_encryption_method: null });
  }
  if (passwordAlgorithm === undefined) {
    throw new RequestError('user.password_algorithm_required', 400);
  }
  const method = toPasswordEncryptionMethod(passwordAlgorithm);
  if (!method) {
    throw new RequestError('user.unsupported_password_algorithm', 400, { algorithm: passwordAlgorithm });
  }
  const digest = passwordDigest.trim();
  if (!isWellFormedDigest(digest, method)) {
    throw new RequestError('user.invalid_password_digest', 400);
  }
  // Verified at the next sign-in, then stored anew with Argon2id (see verifyUserPassword).
  return async () => ({ password_encrypted: digest, password_encryption_method: method });
}
