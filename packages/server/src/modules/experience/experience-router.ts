import type { HttpBindings } from '@hono/node-server';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env.js';
import { validationHook } from '../../http/validation-hook.js';

/** The sign-in app's routes also reach the raw Node request, which oidc-provider reads. */
export type ExperienceEnv = AppEnv & { Bindings: HttpBindings };

export const createExperienceRouter = () => new OpenAPIHono<ExperienceEnv>({ defaultHook: validationHook });

export const experienceTags = ['Experience'];
