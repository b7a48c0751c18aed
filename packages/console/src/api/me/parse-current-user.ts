import { currentUserGuard } from '@tessera/schemas';
import { z } from 'zod';

/*
 * Loaded on demand (see current-user.ts): zod stays out of the console's first load.
 * Custom data is kept as the server sent it; readers pick what they understand, so one bad
 * value there never hides the user.
 */
const consoleUserGuard = currentUserGuard.extend({
  id: z.string(),
  customData: z.record(z.string(), z.unknown()),
});

export type ConsoleUser = z.infer<typeof consoleUserGuard>;

export const parseCurrentUser = (value: unknown): ConsoleUser => consoleUserGuard.parse(value);
