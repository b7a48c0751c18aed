import { z } from '@hono/zod-openapi';
import type { UserRow } from '../users/queries.js';

// The schemas package's guards lack `.openapi()` at run time, so documented schemas are built here.
const jsonObject = () => z.record(z.string(), z.unknown());

export const currentUserResponse = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    hasPassword: z.boolean(),
    identities: z
      .record(z.string(), z.object({ details: jsonObject() }))
      .openapi({ description: 'Linked social accounts, keyed by connector target.' }),
    customData: jsonObject().openapi({
      description: 'Console data: defaultTenantId, adminConsolePreferences, onboarding, and any other keys.',
    }),
  })
  .openapi('CurrentUser');

export const customDataResponse = jsonObject().openapi('CustomData', {
  description: 'The whole custom data of the console user.',
});

export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only each identity's details leave the server; the provider's user id stays inside. */
const toIdentityDetails = (identities: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(identities).map(([target, identity]) => {
      const details = isJsonObject(identity) && isJsonObject(identity.details) ? identity.details : {};
      return [target, { details }];
    }),
  );

export const toCurrentUser = (row: UserRow): CurrentUserResponse => ({
  id: row.id,
  username: row.username,
  name: row.name,
  avatar: row.avatar,
  primaryEmail: row.primary_email,
  primaryPhone: row.primary_phone,
  hasPassword: Boolean(row.password_encrypted),
  identities: toIdentityDetails(row.identities),
  customData: row.custom_data,
});
