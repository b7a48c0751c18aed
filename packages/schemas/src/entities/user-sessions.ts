import { z } from 'zod';

/** Seconds since the Unix epoch, as OIDC payloads carry times. */
const epochSeconds = z.number().int();

/**
 * One OIDC session of a user (the provider's own record). `payload.jti` is the session id the
 * `/sessions/{sessionId}` paths take; `authorizations` names each application signed in through it.
 */
export const userSessionGuard = z
  .object({
    payload: z.object({
      exp: epochSeconds,
      iat: epochSeconds,
      jti: z.string(),
      uid: z.string(),
      kind: z.literal('Session'),
      loginTs: epochSeconds,
      accountId: z.string(),
      authorizations: z
        .record(
          z.string(),
          z.object({ sid: z.string().optional(), grantId: z.string().optional(), persistsLogout: z.boolean().optional() }),
        )
        .optional(),
    }),
    /** The reference keeps the last sign-in step here; Tessera does not record it, so it is `null`. */
    lastSubmission: z.record(z.string(), z.unknown()).nullable(),
    clientId: z.string().nullable(),
    accountId: z.string().nullable(),
    /** Epoch milliseconds. */
    expiresAt: z.number().int(),
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof userSessionGuard>;

/** `GET /api/users/{userId}/sessions`: the live sessions, newest first. */
export const userSessionsGuard = z.object({ sessions: z.array(userSessionGuard) });
export type UserSessions = z.infer<typeof userSessionsGuard>;

/** Which sessions' grants `DELETE …/sessions/{sessionId}` revokes as well. */
export const revokeGrantsTargetGuard = z.enum(['all', 'firstParty']);
export type RevokeGrantsTarget = z.infer<typeof revokeGrantsTargetGuard>;

/** Application kinds a grant list can be narrowed to. */
export const grantAppTypeGuard = z.enum(['firstParty', 'thirdParty']);
export type GrantAppType = z.infer<typeof grantAppTypeGuard>;

/** One live grant of a user: what the user allowed an application, and that application. */
export const userGrantGuard = z
  .object({
    id: z.string(),
    payload: z
      .object({
        exp: epochSeconds,
        iat: epochSeconds,
        jti: z.string(),
        kind: z.literal('Grant'),
        clientId: z.string(),
        accountId: z.string(),
      })
      .catchall(z.unknown()),
    /** Epoch milliseconds. */
    expiresAt: z.number().int(),
    application: z.object({ id: z.string(), name: z.string() }),
  })
  .meta({ id: 'UserGrant' });
export type UserGrant = z.infer<typeof userGrantGuard>;

/** `GET /api/users/{userId}/grants`. */
export const userGrantsGuard = z.object({ grants: z.array(userGrantGuard) });
export type UserGrants = z.infer<typeof userGrantsGuard>;
