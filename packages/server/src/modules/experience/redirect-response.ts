import { z } from '@hono/zod-openapi';

export const redirectSchema = z
  .object({ redirectTo: z.string().openapi({ description: 'Where the browser goes next.' }) })
  .openapi('ExperienceRedirect');

export const redirectResponse = {
  description: 'Done; the app navigates to `redirectTo`.',
  content: { 'application/json': { schema: redirectSchema } },
};
