import { z } from '@hono/zod-openapi';

/** Management API operations are called with a bearer token (declared once for OpenAPI). */
export const security = [{ bearerAuth: [] }];

/** A JSON request or response body of the given schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/** A path parameter that carries an id. */
export const pathId = (name: string) => z.string().min(1).openapi({ param: { name, in: 'path' } });
