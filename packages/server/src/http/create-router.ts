import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.js';
import { validationHook } from './validation-hook.js';

/** A router for one API area; contracts declared on it are validated and documented. */
export const createRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
