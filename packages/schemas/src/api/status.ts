import { defineEndpoint } from './endpoint';

/** The public health check, for load balancers and orchestrators; it needs no token. */
export const statusApi = {
  get: defineEndpoint({
    method: 'get',
    path: '/status',
    summary: 'Health check',
    description: 'Answers 204 while the server is up and its database is reachable.',
    returns: 'The server is ready.',
  }),
};
