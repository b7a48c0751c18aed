import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Each check of the readiness probe, by name, and how it went. */
export const healthChecks = z
  .object({
    database: z.enum(['ok', 'failed', 'timeout']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
  })
  .meta({ id: 'HealthChecks' });
export type HealthChecks = z.infer<typeof healthChecks>;

const liveAnswer = z.object({ status: z.literal('ok') }).meta({ id: 'HealthLive' });
const readyAnswer = z.object({ status: z.literal('ok'), checks: healthChecks }).meta({ id: 'HealthReady' });

/** The public health checks, for load balancers and orchestrators; they need no token. */
export const statusApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/status',
    summary: 'Health check',
    description: 'Answers 204 while the server is up and its database is reachable.',
    returns: 'The server is ready.',
  }),
  live: defineEndpoint({
    method: 'get',
    path: '/health/live',
    summary: 'Liveness probe',
    description:
      'Answers 200 while the process serves requests. It asks nothing of the database, so an orchestrator restarts only a process that stopped answering.',
    response: liveAnswer,
    returns: 'The process is up.',
  }),
  ready: defineEndpoint({
    method: 'get',
    path: '/health/ready',
    summary: 'Readiness probe',
    description:
      'Answers 200 when the database answers within a bounded time and every migration this version knows is applied; a load balancer sends traffic only then.',
    response: readyAnswer,
    returns: 'The server can serve traffic.',
    failures: {
      503: 'A check failed: `database.unavailable` or `database.migrations_pending`, with every check and its result in `data.checks`.',
    },
  }),
};
