import { z } from 'zod';

import { idGuard } from '../entities/common';
import {
  customDomainCleanupGuard,
  customDomainCleanupResultGuard,
  customDomainCreateGuard,
  customDomainResponseGuard,
} from '../entities/custom-domain';
import { defineEndpoint } from './endpoint';

const params = z.object({ id: idGuard });
const cloudOnly = 'Custom domains exist in the cloud edition; the open-source edition answers 404.';

/**
 * A tenant's custom domain (at most one): the records to create, and a status that follows the
 * checks — PendingVerification until the DNS records are seen, PendingSsl until the domain
 * answers over HTTPS, then Active; Error when the checks gave up.
 */
export const customDomainApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/domains',
    summary: 'List the custom domains',
    description: cloudOnly,
    response: z.array(customDomainResponseGuard),
    returns: 'The tenant\'s domains.',
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/domains',
    summary: 'Add a custom domain',
    description: `The answer lists the DNS records to create: a CNAME to the service and a TXT record proving ownership. A domain cannot be changed; delete it and add another. ${cloudOnly}`,
    body: customDomainCreateGuard,
    response: customDomainResponseGuard,
    status: 201,
    returns: 'The domain, PendingVerification, with its DNS records.',
    failures: {
      400: 'Not a host name, or the service\'s own host (`domain.invalid_domain`).',
      422: 'The tenant has a domain already (`domain.limit_to_one_domain`), or another tenant uses this one (`domain.hostname_already_exists`).',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/domains/{id}',
    summary: 'Get a custom domain',
    description: cloudOnly,
    params,
    response: customDomainResponseGuard,
    returns: 'The domain and its current status.',
    failures: { 404: 'No domain with this id (`domain.not_found`).' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/domains/{id}',
    summary: 'Delete a custom domain',
    description: `Requests on it stop reaching the tenant, and the TLS ask answers no for it. ${cloudOnly}`,
    params,
    failures: { 404: 'No domain with this id (`domain.not_found`).' },
  }),
  cleanup: defineEndpoint({
    method: 'post',
    path: '/domains/cleanup',
    summary: 'Remove stale custom domains',
    description: `Deletes the tenant's domains that never became active and were added more than \`staleDays\` days ago. ${cloudOnly}`,
    body: customDomainCleanupGuard,
    response: customDomainCleanupResultGuard,
    returns: 'What was looked at, deleted and kept.',
  }),
};

/**
 * For the operator's TLS-terminating proxy (on-demand certificates): may a certificate be issued
 * for this host name? Yes only for a custom domain whose DNS records were verified. No token: the
 * proxy asks before the first request on a new name reaches the server.
 */
export const customDomainTlsApi = {
  ask: defineEndpoint({
    method: 'get',
    path: '/.well-known/custom-domains/tls-ask',
    summary: 'May a certificate be issued for this domain?',
    description: 'Answers 200 for a custom domain whose ownership was verified (PendingSsl or Active), 404 for any other name.',
    query: z.object({ domain: z.string().min(1).max(256) }),
    response: z.object({ domain: z.string() }),
    returns: 'The domain, verified.',
    failures: { 404: 'Not a verified custom domain of any tenant (`domain.not_found`).' },
  }),
};
