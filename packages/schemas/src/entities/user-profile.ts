import { z } from 'zod';

/** The OIDC standard-claims address (OpenID Connect Core §5.1.1). */
const userAddressGuard = z
  .object({
    formatted: z.string(),
    streetAddress: z.string(),
    locality: z.string(),
    region: z.string(),
    postalCode: z.string(),
    country: z.string(),
  })
  .partial();

/** Standard OIDC profile claims beyond name, email and phone; all optional. */
export const userProfileGuard = z
  .object({
    familyName: z.string(),
    givenName: z.string(),
    middleName: z.string(),
    nickname: z.string(),
    preferredUsername: z.string(),
    profile: z.string(),
    website: z.string(),
    gender: z.string(),
    birthdate: z.string(),
    zoneinfo: z.string(),
    locale: z.string(),
    address: userAddressGuard,
  })
  .partial();
export type UserProfile = z.infer<typeof userProfileGuard>;

/** A linked social account, keyed by connector target in `user.identities`. */
export const identityGuard = z.object({
  userId: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type Identity = z.infer<typeof identityGuard>;

export const identitiesGuard = z.record(z.string(), identityGuard);
export type Identities = z.infer<typeof identitiesGuard>;
