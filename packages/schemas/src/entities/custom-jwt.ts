import { z } from 'zod';

import { jsonObjectGuard } from './common';

/** Route segments of `/api/configs/jwt-customizer/{tokenTypePath}`. */
const customJwtTokenTypePaths = ['access-token', 'client-credentials'] as const;
export const customJwtTokenTypePathGuard = z.enum(customJwtTokenTypePaths);
export type CustomJwtTokenTypePath = z.infer<typeof customJwtTokenTypePathGuard>;

/**
 * A script adding claims to issued tokens. The samples feed the console's test runner; the
 * environment variables are handed to the script at run time.
 */
export const customJwtSettingsGuard = z.object({
  script: z.string().min(1),
  environmentVariables: z.record(z.string(), z.string()).optional(),
  tokenSample: jsonObjectGuard.optional(),
  contextSample: jsonObjectGuard.optional(),
});
export type CustomJwtSettings = z.infer<typeof customJwtSettingsGuard>;

export const customJwtErrorCodes = ['AccessDenied', 'General'] as const;
