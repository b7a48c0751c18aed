import { z } from 'zod';

import { idMaxLength } from '../constants';
import { userIdGuard } from '../entities/common';
import { logGuard, logKeyGuard } from '../entities/log';
import { defineEndpoint } from './endpoint';
import { paginationQuery } from './pagination';

const logKey = logKeyGuard.optional().meta({ description: 'Only logs with this key, e.g. `Interaction.SignIn.Submit`.' });
const applicationId = z
  .string()
  .max(idMaxLength)
  .optional()
  .meta({ description: 'Only logs of this application.' });

const unixMilliseconds = (description: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, 'Unix time in milliseconds')
    .optional()
    .meta({ description });

/** Filters of the user logs list: those of the audit log but the user. */
export const userLogListQuery = paginationQuery.extend({
  logKey,
  applicationId,
  start_time: unixMilliseconds('Only logs created at or after this time (Unix milliseconds, inclusive).'),
  end_time: unixMilliseconds(
    'Only logs created at or before this time (Unix milliseconds, inclusive); 400 `log.invalid_time_range` before `start_time`.',
  ),
  enableCap: z
    .string()
    .optional()
    .meta({
      description:
        '`true` stops counting at 10,000 matches: `Total-Number` is then 10001 and `Total-Number-Is-Capped: true` is set.',
    }),
});
export type UserLogListQuery = z.infer<typeof userLogListQuery>;

/** Filters of the audit log list; each combines with the others. */
export const logListQuery = userLogListQuery.extend({
  userId: z.string().max(idMaxLength).optional().meta({ description: 'Only logs of this user.' }),
});
export type LogListQuery = z.infer<typeof logListQuery>;

const listDescription =
  'Newest first. Always paged: without `page` and `page_size` the first 20 logs. The `Total-Number` header counts every matching log.';

/** The audit log of the Management API: sign-ins, registrations and token exchanges. */
export const logApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/logs',
    summary: 'List logs',
    description: `Audit logs of the tenant. ${listDescription}`,
    query: logListQuery,
    response: z.array(logGuard),
    returns: 'A page of logs.',
    paged: true,
    failures: { 400: 'Invalid query.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/logs/{id}',
    summary: 'Get a log',
    params: z.object({ id: z.string().min(1).max(idMaxLength) }),
    response: logGuard,
    returns: 'The log.',
    failures: { 404: 'No log with this id (`log.not_found`).' },
  }),
  listForUser: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/logs',
    summary: 'List the logs of a user',
    description: `Audit logs that name the user. ${listDescription}`,
    params: z.object({ userId: userIdGuard }),
    query: userLogListQuery,
    response: z.array(logGuard),
    returns: 'A page of the user’s logs.',
    paged: true,
    failures: { 400: 'Invalid query.', 404: 'No user with this id (`user.not_found`).' },
  }),
};
