import { z } from 'zod';

import { timestampGuard } from '../common';

/** `GET`/`PATCH api/configs/admin-console`; the notice shows until `readAt` is set. */
const adminConsoleConfigGuard = z.looseObject({
  developmentTenantMigrationNotification: z
    .object({
      isPaidTenant: z.boolean().optional(),
      tag: z.string().optional(),
      readAt: timestampGuard.optional(),
    })
    .optional(),
});
export type AdminConsoleConfig = z.infer<typeof adminConsoleConfigGuard>;

export const adminConsoleConfigPatchGuard = adminConsoleConfigGuard.partial();
