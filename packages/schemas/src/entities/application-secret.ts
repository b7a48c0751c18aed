import { z } from 'zod';

import { lengthLimits } from '../constants';
import { idGuard, latestTimestamp, timestampGuard } from './common';

const secretNameGuard = z.string().min(1).max(lengthLimits.applicationName);
const epochMilliseconds = timestampGuard.meta({ description: 'Epoch milliseconds.' });

/**
 * One of several named secrets of an application, as the API answers it: the list, the create
 * and the rename answers all carry the value, as the reference API's do (secrets are stored
 * encrypted, not hashed, so they can be read back). `expiresAt` null means it never expires.
 */
export const applicationSecretGuard = z
  .object({
    tenantId: z.string(),
    applicationId: idGuard,
    name: secretNameGuard,
    value: z.string().min(1).max(lengthLimits.applicationSecret),
    createdAt: epochMilliseconds,
    expiresAt: epochMilliseconds.nullable(),
  })
  .meta({ id: 'ApplicationSecret' });
export type ApplicationSecret = z.infer<typeof applicationSecretGuard>;

/** What screens that never show the value need of a secret. */
export type ApplicationSecretInfo = Omit<ApplicationSecret, 'value'>;

/** `POST /api/applications/{id}/secrets` answers the new secret with its value. */
export const createdApplicationSecretGuard = applicationSecretGuard;
export type CreatedApplicationSecret = ApplicationSecret;

/** `POST /api/applications/{id}/secrets`; the server refuses an expiry in the past. */
export const applicationSecretCreateGuard = z.object({
  name: secretNameGuard,
  expiresAt: z
    .int()
    .positive()
    .max(latestTimestamp)
    .nullish()
    .meta({ description: 'Expiry, epoch milliseconds, in the future.' }),
});
export type ApplicationSecretCreate = z.infer<typeof applicationSecretCreateGuard>;

/** `PATCH /api/applications/{id}/secrets/{name}`: only the name changes. */
export const applicationSecretPatchGuard = z.object({ name: secretNameGuard });
export type ApplicationSecretPatch = z.infer<typeof applicationSecretPatchGuard>;
