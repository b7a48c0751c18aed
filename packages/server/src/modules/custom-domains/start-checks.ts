import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Logger } from '../../logger.js';
import { startDomainChecker } from './domain-checker.js';
import { createDomainProbe } from './domain-probe.js';

/** The checker as the configuration sets it up (cloud edition). */
export function startCustomDomainChecks(config: Config, db: Kysely<Database>, logger: Logger) {
  const { cnameTarget, dnsServers, httpsPort, caFile, checkBaseMs } = config.customDomains;
  const probe = createDomainProbe({
    cnameTarget,
    dnsServers,
    httpsPort,
    ca: caFile ? readFileSync(caFile, 'utf8') : undefined,
  });
  return startDomainChecker({ db, probe, logger, checkBaseMs });
}
