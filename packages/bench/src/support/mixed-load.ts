import { basicAuth } from './management-app.js';

/** What the mixed load talks to: a Management API token and the app that obtained it. */
export type MixedLoadTarget = {
  url: string;
  managementToken: string;
  m2m: { clientId: string; clientSecret: string; resource: string };
  /** A role the load keeps updating. */
  roleId: string;
};

/** One request of the mix; resolves with its status. */
type Request = (target: MixedLoadTarget) => Promise<number>;

const request = async (
  target: MixedLoadTarget,
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${target.managementToken}`, ...init.headers },
    body: init.body,
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response;
};

const json = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

const token: Request = async (target) => {
  const response = await fetch(`${target.url}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: basicAuth(target.m2m.clientId, target.m2m.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      resource: target.m2m.resource,
      scope: 'all',
    }).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return response.status;
};

const list =
  (path: string): Request =>
  async (target) =>
    (await request(target, 'GET', `/api${path}?page=1&page_size=20`)).status;

/**
 * The mix, in the order it repeats: 40 % tokens, 30 % Management API lists, 30 % writes. Roles
 * are created and deleted by turns, so the table stays the same size however long the load
 * runs: growth over time is the server's, not the data's.
 */
export function createMixedLoad(target: MixedLoadTarget) {
  let revision = 0;
  let created = 0;
  // Created roles waiting for their delete; at most one per request in flight.
  const createdRoleIds: string[] = [];

  const updateRole: Request = async () =>
    (
      await request(
        target,
        'PATCH',
        `/api/roles/${target.roleId}`,
        json({ description: `Soak revision ${++revision}` }),
      )
    ).status;

  const createOrDeleteRole: Request = async () => {
    const id = createdRoleIds.shift();
    if (id) {
      return (await request(target, 'DELETE', `/api/roles/${id}`)).status;
    }
    const response = await fetch(`${target.url}/api/roles`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${target.managementToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        name: `Soak role ${++created}`,
        description: 'Created by the soak load',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { id?: string };
    if (body.id) {
      createdRoleIds.push(body.id);
    }
    return response.status;
  };

  const mix: Request[] = [
    token,
    list('/roles'),
    updateRole,
    token,
    list('/applications'),
    createOrDeleteRole,
    token,
    list('/resources'),
    createOrDeleteRole,
    token,
  ];
  let next = 0;

  /** Sends the next request of the mix and measures it; never rejects. */
  return async (): Promise<Outcome> => {
    const send = mix[next++ % mix.length] ?? token;
    const started = performance.now();
    try {
      const status = await send(target);
      return { latencyMs: performance.now() - started, ok: status >= 200 && status < 300, status };
    } catch {
      return { latencyMs: performance.now() - started, ok: false, status: 'error' };
    }
  };
}

export type Outcome = { latencyMs: number; ok: boolean; status: number | 'error' };
export type SendNext = () => Promise<Outcome>;

/** `connections` requests at a time, each sent when the previous answered, for `durationMs`. */
export async function runClosedLoop(
  sendNext: SendNext,
  connections: number,
  durationMs: number,
  onOutcome: (outcome: Outcome) => void,
) {
  const end = performance.now() + durationMs;
  const worker = async () => {
    while (performance.now() < end) {
      onOutcome(await sendNext());
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

/**
 * Starts requests at a fixed rate for `durationMs`, at most `maxInFlight` at a time. A request
 * that finds every slot busy is skipped and counted as missed, so a server that cannot keep up
 * shows as lower throughput rather than as a queue growing in the client.
 */
export async function runAtRate(
  sendNext: SendNext,
  options: { ratePerSecond: number; durationMs: number; maxInFlight: number },
  onOutcome: (outcome: Outcome) => void,
) {
  const started = performance.now();
  const end = started + options.durationMs;
  let sent = 0;
  let missed = 0;
  let inFlight = 0;
  const running = new Set<Promise<void>>();
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1000) * options.ratePerSecond);
    while (sent < due && inFlight < options.maxInFlight) {
      sent++;
      inFlight++;
      const done = sendNext().then((outcome) => {
        inFlight--;
        onOutcome(outcome);
      });
      running.add(done);
      void done.finally(() => running.delete(done));
    }
    if (sent < due) {
      missed += due - sent;
      sent = due;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(running);
  return { sent, missed };
}
