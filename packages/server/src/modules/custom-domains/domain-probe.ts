import { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { request } from 'node:https';
import { rootCertificates } from 'node:tls';
import type { CustomDomainRow } from './queries.js';
import type { ProbeResult } from './check-outcome.js';
import { ownershipRecordName } from './dns-records.js';

export type ProbeSettings = {
  cnameTarget: string;
  /** DNS servers to ask (`ip` or `ip:port`); the system's when absent. */
  dnsServers?: string[];
  httpsPort: number;
  /** Extra certificate authorities the HTTPS check trusts (PEM). */
  ca?: string;
  timeoutMs?: number;
};

const withoutDot = (name: string) => name.toLowerCase().replace(/\.$/, '');

const dnsProblem = (error: unknown, what: string) => {
  const code = (error as { code?: string }).code;
  return code === 'ENOTFOUND' || code === 'ENODATA' ? `No ${what} record found.` : `The ${what} lookup failed (${code ?? 'unknown error'}).`;
};

/** Looks host names up through the configured servers, so the HTTPS check sees what the checks saw. */
const lookupThrough = (resolver: Resolver): LookupFunction => (hostname, options, callback) => {
  resolver.resolve4(hostname).then(
    (addresses) => {
      if (options.all) {
        callback(null, addresses.map((address) => ({ address, family: 4 })));
      } else {
        callback(null, addresses[0] ?? '', 4);
      }
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 4),
  );
};

/** The checks a custom domain goes through: its DNS records, then an answer over HTTPS. */
export function createDomainProbe(settings: ProbeSettings) {
  const resolver = new Resolver({ timeout: settings.timeoutMs ?? 5000, tries: 2 });
  if (settings.dnsServers) {
    resolver.setServers(settings.dnsServers);
  }
  const timeoutMs = settings.timeoutMs ?? 5000;

  /** The TXT record holds the domain's token, and the domain is a CNAME of the service. */
  const checkDns = async (row: CustomDomainRow): Promise<ProbeResult> => {
    try {
      const texts = (await resolver.resolveTxt(ownershipRecordName(row.domain))).map((chunks) => chunks.join(''));
      if (!texts.includes(row.verification_token)) {
        return { ok: false, problem: `The TXT record ${ownershipRecordName(row.domain)} does not hold the verification value.` };
      }
    } catch (error) {
      return { ok: false, problem: dnsProblem(error, `TXT ${ownershipRecordName(row.domain)}`) };
    }
    try {
      const targets = (await resolver.resolveCname(row.domain)).map(withoutDot);
      if (!targets.includes(withoutDot(settings.cnameTarget))) {
        return { ok: false, problem: `${row.domain} is not a CNAME of ${settings.cnameTarget}.` };
      }
    } catch (error) {
      return { ok: false, problem: dnsProblem(error, `CNAME ${row.domain}`) };
    }
    return { ok: true };
  };

  /** Any HTTP answer over a TLS connection whose certificate is valid for the domain. */
  const checkHttps = (row: CustomDomainRow) =>
    new Promise<ProbeResult>((resolve) => {
      const outgoing = request(
        {
          host: row.domain,
          servername: row.domain,
          port: settings.httpsPort,
          path: '/api/status',
          method: 'HEAD',
          ca: settings.ca ? [...rootCertificates, settings.ca] : undefined,
          lookup: lookupThrough(resolver),
          timeout: timeoutMs,
          agent: false,
        },
        (response) => {
          response.resume();
          resolve({ ok: true });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) =>
        resolve({ ok: false, problem: `https://${row.domain} did not answer over TLS: ${error.message}` }),
      );
      outgoing.end();
    });

  return {
    check: (row: CustomDomainRow): Promise<ProbeResult> =>
      row.status === 'PendingVerification' ? checkDns(row) : checkHttps(row),
  };
}

export type DomainProbe = ReturnType<typeof createDomainProbe>;
