import { z } from 'zod';

import { lengthLimits } from '../constants';
import { passwordLengthLimits } from '../password-policy/policy';
import { emailGuard, phoneGuard, usernameGuard } from '../validation/field-guards';
import { idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';
import { mfaVerificationGuard } from './mfa-verification';
import { userSsoIdentityGuard } from './sso-connector';
import { identitiesGuard, userProfileGuard } from './user-profile';

const passwordEncryptionMethods = [
  'Argon2i',
  'Argon2id',
  'Argon2d',
  'SHA1',
  'SHA256',
  'MD5',
  'Bcrypt',
] as const;
export const passwordEncryptionMethodGuard = z.enum(passwordEncryptionMethods);
export type PasswordEncryptionMethod = z.infer<typeof passwordEncryptionMethodGuard>;

/**
 * A password as typed, to sign in, register or change it. Beyond its outer bounds the tenant's
 * password policy, not the contract, decides about its length.
 */
export const passwordInputGuard = z.string().min(1).max(passwordLengthLimits.max);

/** Imported hashes are short strings; anything longer is not a password hash. */
export const passwordDigestMaxLength = 512;

const nameGuard = z.string().max(lengthLimits.userIdentifier);
const avatarGuard = z.string().max(lengthLimits.avatarUrl);

/** A user as stored, secrets included; APIs answer with {@link userInfoGuard}. */
export const userGuard = z.object({
  id: userIdGuard,
  username: usernameGuard.nullable(),
  primaryEmail: emailGuard.nullable(),
  primaryPhone: phoneGuard.nullable(),
  passwordEncrypted: z.string().nullable(),
  passwordEncryptionMethod: passwordEncryptionMethodGuard.nullable(),
  name: nameGuard.nullable(),
  avatar: avatarGuard.nullable(),
  profile: userProfileGuard,
  /** The application the user first signed up through. */
  applicationId: idGuard.nullable(),
  identities: identitiesGuard,
  customData: jsonObjectGuard,
  mfaVerifications: z.array(mfaVerificationGuard),
  isSuspended: z.boolean(),
  lastSignInAt: timestampGuard.nullable(),
  createdAt: timestampGuard,
  updatedAt: timestampGuard,
});
export type User = z.infer<typeof userGuard>;

/** The user as the Management API shows it: no password hash, no MFA secrets. */
export const userInfoGuard = userGuard
  .omit({ passwordEncrypted: true, passwordEncryptionMethod: true, mfaVerifications: true })
  .extend({
    hasPassword: z.boolean(),
    ssoIdentities: z
      .array(userSsoIdentityGuard)
      .optional()
      .meta({ description: "The user's enterprise SSO identities; only with `includeSsoIdentities`." }),
  })
  .meta({ id: 'User' });
export type UserInfo = z.infer<typeof userInfoGuard>;

/** `GET /api/users/{userId}`: with `includePasswordHash`, the stored hash and its algorithm too. */
export const userDetailsGuard = userInfoGuard
  .extend({
    passwordDigest: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'The password hash; only with `includePasswordHash`, `null` without a password.' }),
    passwordAlgorithm: passwordEncryptionMethodGuard
      .nullable()
      .optional()
      .meta({ description: 'How `passwordDigest` was made; only with `includePasswordHash`.' }),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof userDetailsGuard>;

/**
 * Identifiers as the create and update bodies carry them: bounded text only. The service checks
 * the spec 001 §5 formats itself, so a bad one answers its own code (`user.invalid_username`,
 * `user.invalid_email`, `user.invalid_phone`) rather than a generic validation error; forms use
 * `usernameGuard`, `emailGuard` and `phoneGuard` directly.
 */
const identifierInputGuard = z.string().max(lengthLimits.userIdentifier);

/**
 * `POST /api/users`. `password` is plain text to check against the password policy and hash;
 * `passwordDigest` with `passwordAlgorithm` imports an existing hash, verified and upgraded to
 * Argon2id at the next sign-in. The algorithm is read as text so an unknown one answers
 * `user.unsupported_password_algorithm`; the known ones are {@link passwordEncryptionMethodGuard}.
 */
export const userCreateGuard = z
  .object({
    username: identifierInputGuard.optional().meta({ description: 'Unique in the tenant (case counts).' }),
    primaryEmail: identifierInputGuard.optional().meta({ description: 'Unique in the tenant, ignoring case.' }),
    primaryPhone: identifierInputGuard.optional().meta({ description: 'Digits only; unique in the tenant.' }),
    password: passwordInputGuard.optional(),
    passwordDigest: z.string().min(1).max(passwordDigestMaxLength).optional(),
    passwordAlgorithm: z
      .string()
      .max(32)
      .optional()
      .meta({ description: `One of ${passwordEncryptionMethods.join(', ')}; required with \`passwordDigest\`.` }),
    name: nameGuard.optional(),
    avatar: avatarGuard.nullish(),
    customData: jsonObjectGuard.optional(),
    profile: userProfileGuard.optional(),
  })
  .meta({ id: 'UserCreate' });
export type UserCreate = z.infer<typeof userCreateGuard>;

/** `PATCH /api/users/{userId}`; null clears a field, `customData` replaces the whole object. */
export const userPatchGuard = z
  .object({
    username: identifierInputGuard.nullish(),
    primaryEmail: identifierInputGuard.nullish(),
    primaryPhone: identifierInputGuard.nullish(),
    name: nameGuard.nullish(),
    avatar: avatarGuard.nullish(),
    customData: jsonObjectGuard.optional(),
    profile: userProfileGuard.optional(),
  })
  .meta({ id: 'UserPatch' });
export type UserPatch = z.infer<typeof userPatchGuard>;


/** `POST`/`PUT /api/users/{userId}/roles`: User roles by id; `PUT` with none removes them all. */
export const userRoleIdsGuard = z.object({ roleIds: z.array(z.string().min(1)) });
export type UserRoleIds = z.infer<typeof userRoleIdsGuard>;
