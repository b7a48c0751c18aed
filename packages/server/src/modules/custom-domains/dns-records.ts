import type { DnsRecord } from '@tessera/schemas';

/** The name of the TXT record that proves a tenant owns a domain. */
export const ownershipRecordName = (domain: string) => `_tessera-challenge.${domain}`;

/**
 * The records a tenant creates for its domain: a CNAME sending its traffic to the service, and a
 * TXT record holding the domain's own random token, proving that whoever added the domain here
 * also controls its DNS.
 */
export const dnsRecordsFor = (domain: string, cnameTarget: string, verificationToken: string): DnsRecord[] => [
  { name: domain, type: 'CNAME', value: cnameTarget },
  { name: ownershipRecordName(domain), type: 'TXT', value: verificationToken },
];
