import type { JsonObject } from '@tessera/schemas';
import { z } from 'zod';
import { RequestError } from '../../../../errors/request-error.js';
import type { SocialUserInfo } from './protocol.js';

/** Where in a provider's profile JSON each field is, as dotted paths (`data.user.id`). */
export const profileMapGuard = z.object({
  id: z.string().min(1).default('id'),
  email: z.string().min(1).default('email'),
  /** Without it, no address from this provider counts as verified. */
  emailVerified: z.string().min(1).optional(),
  name: z.string().min(1).default('name'),
  avatar: z.string().min(1).default('avatar'),
});
export type ProfileMap = z.infer<typeof profileMapGuard>;

export const readPath = (json: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>(
    (value, key) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined),
    json,
  );

const text = (value: unknown) =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/** The account a profile JSON describes; a profile without an id is `connector.invalid_response`. */
export function mapProfile(json: JsonObject, map: ProfileMap, options: { emailVerified?: boolean } = {}): SocialUserInfo {
  const id = text(readPath(json, map.id));
  if (!id) {
    throw new RequestError('connector.invalid_response', 400, { missing: map.id });
  }
  const email = text(readPath(json, map.email))?.toLowerCase();
  const verifiedValue = map.emailVerified ? readPath(json, map.emailVerified) : options.emailVerified;
  const name = text(readPath(json, map.name));
  const avatar = text(readPath(json, map.avatar));
  return {
    id,
    ...(email ? { email } : {}),
    emailVerified: Boolean(email) && (verifiedValue === true || verifiedValue === 'true'),
    ...(name ? { name } : {}),
    ...(avatar && /^https?:\/\//.test(avatar) ? { avatar } : {}),
    rawData: json,
  };
}

/** The standard claims of OpenID Connect Core §5.1. */
export const openIdProfileMap: ProfileMap = { id: 'sub', email: 'email', emailVerified: 'email_verified', name: 'name', avatar: 'picture' };
