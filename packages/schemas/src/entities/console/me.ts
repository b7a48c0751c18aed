import { z } from 'zod';

import { jsonObjectGuard } from '../common';
import { consoleCustomDataGuard } from './custom-data';

/** `GET me`: the signed-in console user. `identities` is keyed by social connector target. */
export const currentUserGuard = z.object({
  id: z.string().optional(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  hasPassword: z.boolean(),
  identities: z.record(z.string(), z.object({ details: jsonObjectGuard })),
  customData: consoleCustomDataGuard,
});
export type CurrentUser = z.infer<typeof currentUserGuard>;

/** `PATCH me`: one field at a time. */
export const currentUserPatchGuard = z.union([
  z.object({ name: z.string() }),
  z.object({ username: z.string().min(1) }),
  z.object({ avatar: z.string() }),
]);

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
