import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** What end users may do with one field through the account API. */
export const accountCenterControlGuard = z.enum(['Off', 'ReadOnly', 'Edit']);
export type AccountCenterControl = z.infer<typeof accountCenterControlGuard>;

/** The fields the tenant controls one by one; an absent field is `Off`. */
export const accountCenterFieldNames = [
  'name',
  'avatar',
  'profile',
  'email',
  'phone',
  'password',
  'username',
  'social',
  'customData',
  'mfa',
  'passkey',
  'session',
] as const;
export type AccountCenterField = (typeof accountCenterFieldNames)[number];

export const accountCenterFieldsGuard = z
  .object(Object.fromEntries(accountCenterFieldNames.map((name) => [name, accountCenterControlGuard.optional()])) as {
    [K in AccountCenterField]: z.ZodOptional<typeof accountCenterControlGuard>;
  })
  .strict();
export type AccountCenterFields = z.infer<typeof accountCenterFieldsGuard>;

/** The tenant's account center: whether the account API is on and what each field allows. */
export const accountCenterGuard = z
  .object({
    tenantId: z.string(),
    id: z.string(),
    enabled: z.boolean(),
    fields: accountCenterFieldsGuard,
    webauthnRelatedOrigins: z.array(z.string()),
    deleteAccountUrl: z.string().nullable(),
    customCss: z.string().nullable(),
    profileFields: z.array(z.object({ name: z.string() })).nullable(),
  })
  .meta({ id: 'AccountCenter' });
export type AccountCenter = z.infer<typeof accountCenterGuard>;

export const accountCenterPatchGuard = z
  .object({
    enabled: z.boolean().optional().meta({ description: 'Turns the account API on or off.' }),
    fields: accountCenterFieldsGuard.optional().meta({ description: 'Replaces the per-field controls.' }),
    webauthnRelatedOrigins: z.array(z.string().url().max(256)).max(20).optional(),
    deleteAccountUrl: z.string().url().max(2048).nullable().optional(),
    customCss: z.string().max(65_536).nullable().optional(),
    profileFields: z.array(z.object({ name: z.string().min(1).max(128) })).max(100).nullable().optional(),
  })
  .strict()
  .meta({ id: 'AccountCenterPatch' });
export type AccountCenterPatch = z.infer<typeof accountCenterPatchGuard>;

/** What any app may read before calling the account API: is it on, and which fields may change. */
export const wellKnownAccountCenterGuard = accountCenterGuard.pick({
  enabled: true,
  fields: true,
  webauthnRelatedOrigins: true,
  deleteAccountUrl: true,
  customCss: true,
  profileFields: true,
});

export const accountCenterApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/account-center',
    summary: 'Get account center settings',
    description: 'Whether end users may use the account API, and what they may do with each field.',
    response: accountCenterGuard,
    returns: 'The account center settings.',
    failures: { 401: 'No valid Management API token (auth.*).', 403: 'The token lacks the `all` scope.' },
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/account-center',
    summary: 'Update account center settings',
    description: 'Changes the given settings; `fields` replaces the per-field controls as a whole.',
    body: accountCenterPatchGuard,
    response: accountCenterGuard,
    returns: 'The updated settings.',
    failures: {
      400: 'An invalid value (guard.invalid_input).',
      401: 'No valid Management API token (auth.*).',
      403: 'The token lacks the `all` scope.',
    },
  }),
  wellKnown: defineEndpoint({
    method: 'get',
    path: '/.well-known/account-center',
    summary: 'Get the public account center settings',
    description: 'Public: what the account API allows end users, for apps that build an account page.',
    response: wellKnownAccountCenterGuard,
    returns: 'The public part of the account center settings.',
  }),
};
