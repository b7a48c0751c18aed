import { z } from 'zod';

import { lengthLimits } from '../../constants';
import { jsonObjectGuard } from '../common';
import { passwordInputGuard } from '../user';
import { consoleCustomDataGuard } from './custom-data';

/**
 * `GET me`: the signed-in console user (a user of the admin tenant). Custom data is answered as
 * stored; the console's own keys in it are described by {@link consoleCustomDataGuard}.
 */
export const currentUserGuard = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    hasPassword: z.boolean(),
    identities: z
      .record(z.string(), z.object({ details: jsonObjectGuard }))
      .meta({ description: 'Linked social accounts, keyed by connector target.' }),
    customData: jsonObjectGuard.meta({
      description:
        'Console data: defaultTenantId, adminConsolePreferences, onboarding, and any other keys.',
    }),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserGuard>;

const avatarUrlGuard = z
  .url({ protocol: /^https?$/ })
  .max(lengthLimits.avatarUrl)
  .meta({ description: 'An http(s) URL, such as the one an avatar upload answers with.' });

/** `PATCH me`: exactly one of `name`, `username` or `avatar`. */
export const currentUserPatchGuard = z
  .strictObject({
    name: z.string().max(lengthLimits.userIdentifier).nullable().optional(),
    username: z.string().min(1).max(lengthLimits.userIdentifier).optional(),
    avatar: avatarUrlGuard.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length === 1, {
    error: 'Send exactly one of name, username or avatar',
  })
  .meta({ id: 'CurrentUserPatch' });
export type CurrentUserPatch = z.infer<typeof currentUserPatchGuard>;

/** `GET`/`PATCH me/custom-data` answer: the whole custom data of the console user. */
export const currentUserCustomDataGuard = jsonObjectGuard.meta({
  id: 'CustomData',
  description: 'The whole custom data of the console user.',
});

/**
 * `PATCH me/custom-data`. The keys the console knows (defaultTenantId, adminConsolePreferences
 * with language and appearanceMode, onboarding) must be well-formed; any other key, at any depth,
 * is kept as sent.
 */
export const currentUserCustomDataPatchGuard = z
  .record(z.string(), z.unknown())
  .superRefine((value, context) => {
    const known = consoleCustomDataGuard.safeParse(value);
    for (const issue of known.success ? [] : known.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  })
  .meta({
    id: 'CustomDataPatch',
    description:
      'Merged into the stored custom data: objects key by key at any depth, other values replace.',
  });

/** `POST me/password/verify` and `POST me/password`. */
export const currentUserPasswordGuard = z.object({ password: passwordInputGuard });

/** Claims the console reads from its tokens. */
export const consoleTokenClaimsGuard = z.looseObject({
  sub: z.string(),
  /** Entries are `tenantId:role`. */
  organization_roles: z.array(z.string()).optional(),
  /** Space-separated scopes. */
  scope: z.string().optional(),
});
export type ConsoleTokenClaims = z.infer<typeof consoleTokenClaimsGuard>;

/** `['t1:admin', 't2:collaborator']` → the role name per tenant id. */
export const parseOrganizationRoles = (entries: readonly string[] = []): Record<string, string> =>
  Object.fromEntries(
    entries.flatMap((entry) => {
      const separator = entry.indexOf(':');
      return separator > 0 ? [[entry.slice(0, separator), entry.slice(separator + 1)]] : [];
    }),
  );

export const parseScopes = (scope: string | undefined): string[] =>
  scope?.split(' ').filter(Boolean) ?? [];
