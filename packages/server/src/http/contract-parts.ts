import type { z } from '@hono/zod-openapi';

/** Management API operations are called with a bearer token (declared once for OpenAPI). */
export const security = [{ bearerAuth: [] }];

/** A JSON request or response body of the given schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
