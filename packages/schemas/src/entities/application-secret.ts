import { z } from 'zod';

import { lengthLimits } from '../constants';
import { idGuard, timestampGuard } from './common';

const secretNameGuard = z.string().min(1).max(lengthLimits.applicationName);
const epochMilliseconds = timestampGuard.meta({ description: 'Epoch milliseconds.' });

/**
 * One of several named secrets of an application, value included; `expiresAt` null means it
 * never expires. The API shows the value only once ({@link createdApplicationSecretGuard}) and
 * lists secrets without it ({@link applicationSecretInfoGuard}).
 */
export const applicationSecretGuard = z.object({
  applicationId: idGuard,
  name: secretNameGuard,
  value: z.string().min(1).max(lengthLimits.applicationSecret),
  createdAt: epochMilliseconds,
  expiresAt: epochMilliseconds.nullable(),
});
export type ApplicationSecret = z.infer<typeof applicationSecretGuard>;

/** A secret as the API lists it: names and dates, never the value. */
export const applicationSecretInfoGuard = applicationSecretGuard
  .omit({ value: true })
  .extend({ tenantId: z.string() })
  .meta({ id: 'ApplicationSecret' });
export type ApplicationSecretInfo = z.infer<typeof applicationSecretInfoGuard>;

/** `POST /api/applications/{id}/secrets` answers the new secret with its value, this once. */
export const createdApplicationSecretGuard = applicationSecretInfoGuard
  .extend({
    value: applicationSecretGuard.shape.value.meta({
      description: 'The secret, shown only in this response.',
    }),
  })
  .meta({ id: 'CreatedApplicationSecret' });
export type CreatedApplicationSecret = z.infer<typeof createdApplicationSecretGuard>;

/** `POST /api/applications/{id}/secrets`; the server refuses an expiry in the past. */
export const applicationSecretCreateGuard = z.object({
  name: secretNameGuard,
  expiresAt: z
    .int()
    .positive()
    .nullish()
    .meta({ description: 'Expiry, epoch milliseconds, in the future.' }),
});
export type ApplicationSecretCreate = z.infer<typeof applicationSecretCreateGuard>;

/** `PATCH /api/applications/{id}/secrets/{name}`: only the name changes. */
export const applicationSecretPatchGuard = z.object({ name: secretNameGuard });
export type ApplicationSecretPatch = z.infer<typeof applicationSecretPatchGuard>;
