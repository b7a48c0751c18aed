import autocannon from 'autocannon';
import { startCpuShare } from './cpu-share.js';
import { basicAuth } from './management-app.js';
import type { Budget, Measurement } from './scenario.js';
import { round } from './stats.js';

export type TokenLoad = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Where the token endpoint is under `url`; Tessera's by default. */
  tokenPath?: string;
  /** The token request's form besides grant_type (resource, scope). */
  form: Record<string, string>;
};

const connections = 32;

export const tokenLoadConnections = connections;

/** Load before the measured run, so each server is measured compiled and warm, not while its JIT is. */
const warmUpSeconds = 2;

/**
 * client_credentials requests from autocannon (32 connections) for `durationSeconds`, after an
 * unmeasured warm-up of the same load; any failed request fails the run. Reports tokens/s (mean)
 * and the p99 latency; with `serverPid`, also the server's CPU per token during the measured run,
 * which moves far less than the rate when other work shares the machine.
 */
export async function loadTokenEndpoint(
  name: string,
  load: TokenLoad,
  options: { durationSeconds: number; budget?: Budget; serverPid?: number },
): Promise<Measurement[]> {
  await runTokenLoad(load, warmUpSeconds);
  const cpu = options.serverPid === undefined ? undefined : await startCpuShare(options.serverPid, 'autocannon', 'token');
  const result = await runTokenLoad(load, options.durationSeconds);
  const cpuRows = cpu ? await cpu(result.requests.total, `${name}: `) : [];
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) {
    throw new Error(`${name}: ${failures} failed requests out of ${result.requests.total}.`);
  }
  return [
    { label: `${name}: tokens/s (mean)`, value: round(result.requests.average, 0), unit: 'tokens/s', budget: options.budget },
    { label: `${name}: latency p99`, value: result.latency.p99, unit: 'ms' },
    ...cpuRows,
  ];
}

function runTokenLoad(load: TokenLoad, durationSeconds: number) {
  return autocannon({
    url: `${load.url}${load.tokenPath ?? '/oidc/token'}`,
    method: 'POST',
    connections,
    duration: durationSeconds,
    headers: { authorization: basicAuth(load.clientId, load.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', ...load.form }).toString(),
  });
}
