import { z } from 'zod';

import { lengthLimits } from '../constants';
import { idGuard, timestampGuard } from './common';

const secretNameGuard = z.string().min(1).max(lengthLimits.applicationName);

/** One of several named secrets of an application; `expiresAt` null means it never expires. */
export const applicationSecretGuard = z.object({
  applicationId: idGuard,
  name: secretNameGuard,
  value: z.string().min(1).max(lengthLimits.applicationSecret),
  createdAt: timestampGuard,
  expiresAt: timestampGuard.nullable(),
});
export type ApplicationSecret = z.infer<typeof applicationSecretGuard>;

/** `POST /api/applications/{id}/secrets`. */
export const applicationSecretCreateGuard = z.object({
  name: secretNameGuard,
  expiresAt: timestampGuard.nullish(),
});
export type ApplicationSecretCreate = z.infer<typeof applicationSecretCreateGuard>;

/** `PATCH /api/applications/{id}/secrets/{name}`: only the name changes. */
export const applicationSecretPatchGuard = z.object({ name: secretNameGuard });
export type ApplicationSecretPatch = z.infer<typeof applicationSecretPatchGuard>;
