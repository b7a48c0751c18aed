import { defineEndpoint, logGuard, paginationQuery } from '@tessera/schemas';
import { z } from 'zod';

/*
 * The audit log calls as the console uses them, until `@tessera/schemas` exports their contracts;
 * the shapes are those of the Management API (`GET /logs`, `GET /logs/{id}`).
 */
export const logApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/logs',
    summary: 'List logs',
    query: paginationQuery.extend({
      logKey: z.string().optional(),
      userId: z.string().optional(),
      applicationId: z.string().optional(),
    }),
    response: z.array(logGuard),
    paged: true,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/logs/{id}',
    summary: 'Get a log',
    params: z.object({ id: z.string() }),
    response: logGuard,
  }),
};
