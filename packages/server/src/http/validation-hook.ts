import type { Hook } from '@hono/zod-openapi';
import { RequestError } from '../errors/request-error.js';
import { formatZodIssues } from '../errors/zod-details.js';
import type { AppEnv } from './app-env.js';

const paginationKeys = new Set(['page', 'page_size']);

/**
 * Turns every contract violation into a RequestError: pagination gets its own code, anything
 * else is `guard.invalid_input` with the zod issues in `details`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook is shared by every route
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) {
    return;
  }
  const { issues } = result.error;
  const target = result.target;
  const isPagination =
    target === 'query' && issues.some((issue) => paginationKeys.has(String(issue.path[0])));
  throw new RequestError(
    isPagination ? 'guard.invalid_pagination' : 'guard.invalid_input',
    400,
    isPagination ? undefined : { target },
    formatZodIssues(issues),
  );
};
