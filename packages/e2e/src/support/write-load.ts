import {
  entityPath,
  type EntityKind,
  type Fields,
  type TrackedEntity,
  type WriteLedger,
} from './write-ledger.js';

/** Management API calls with a bearer token; network failures reject, statuses are returned. */
export function managementCalls(url: string, token: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
  return { call, get: (path: string) => call('GET', path) };
}

export type ManagementCalls = ReturnType<typeof managementCalls>;

type Write = {
  method: 'POST' | 'PATCH';
  path: string;
  body: Fields;
  /** The fields a later read must show. */
  fields: Fields;
};

const kinds: EntityKind[] = ['role', 'resource', 'application'];

function createWrite(kind: EntityKind, name: string, scopeIds: string[]): Write {
  switch (kind) {
    case 'role': {
      const fields = { name, description: 'revision 0' };
      return {
        method: 'POST',
        path: entityPath(kind),
        body: { ...fields, type: 'User', scopeIds },
        fields,
      };
    }
    case 'resource': {
      const fields = { name, indicator: `https://${name}.example.com`, accessTokenTtl: 600 };
      return { method: 'POST', path: entityPath(kind), body: fields, fields };
    }
    case 'application': {
      const fields = { name, description: 'revision 0', customData: { revision: 0 } };
      return {
        method: 'POST',
        path: entityPath(kind),
        body: { ...fields, type: 'MachineToMachine' },
        fields,
      };
    }
  }
}

function updateWrite(entity: TrackedEntity, revision: number): Write {
  const path = entityPath(entity.kind, entity.id);
  const base = String(entity.acknowledged.name).replace(/ r\d+$/, '');
  switch (entity.kind) {
    case 'role': {
      const fields = { name: `${base} r${revision}`, description: `revision ${revision}` };
      return { method: 'PATCH', path, body: fields, fields };
    }
    case 'resource': {
      const fields = { name: `${base} r${revision}`, accessTokenTtl: 600 + revision };
      return { method: 'PATCH', path, body: fields, fields };
    }
    case 'application': {
      const fields = { description: `revision ${revision}`, customData: { revision } };
      return { method: 'PATCH', path, body: fields, fields: { ...entity.acknowledged, ...fields } };
    }
  }
}

export type WriteLoad = {
  /** Writes acknowledged with 2xx since the load started. */
  acknowledged: () => number;
  /** Tells the workers that the server is going away: a failed request is then expected. */
  expectCrash: () => void;
  /** Resolves when every worker has stopped; rejects on an answer that was not 2xx. */
  finished: Promise<void>;
};

/**
 * `workers` concurrent writers, each creating roles, API resources and applications and
 * updating the ones it owns (`round` keeps names unique across restarts), until the server
 * stops answering after `expectCrash`.
 */
export function startWriteLoad(options: {
  api: ManagementCalls;
  ledger: WriteLedger;
  workers: number;
  round: number;
  scopeIds: string[];
}): WriteLoad {
  const { api, ledger, round, scopeIds } = options;
  let acknowledged = 0;
  let crashExpected = false;
  let revision = 0;

  const send = async (worker: number, count: number) => {
    const owned = ledger.ownedBy(worker);
    const target =
      owned.length < 3 || Math.random() < 0.35
        ? undefined
        : owned[Math.floor(Math.random() * owned.length)];
    const kind = kinds[count % kinds.length] ?? 'role';
    const name = `crash-${round}-${worker}-${count}`;
    const write = target
      ? updateWrite(target, ++revision)
      : createWrite(kind, name, kind === 'role' ? scopeIds : []);
    if (target) {
      target.inFlight = write.fields;
    }
    let answer: { status: number; body: unknown };
    try {
      answer = await api.call(write.method, write.path, write.body);
    } catch (error) {
      if (crashExpected) {
        ledger.unanswered++;
        return false;
      }
      throw error;
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(
        `${write.method} ${write.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    acknowledged++;
    if (target) {
      target.acknowledged = write.fields;
      target.inFlight = undefined;
      ledger.acknowledgedUpdates++;
    } else {
      const { id } = answer.body as { id: string };
      ledger.track({
        kind,
        id,
        owner: worker,
        acknowledged: write.fields,
        ...(kind === 'role' ? { scopeIds } : {}),
      });
    }
    return true;
  };

  const run = async (worker: number) => {
    // Bounded: a round ends long before this many writes on any machine.
    for (let count = 0; count < 100_000; count++) {
      if (!(await send(worker, count))) {
        return;
      }
    }
  };

  const finished = Promise.all(
    Array.from({ length: options.workers }, (_, worker) => run(worker)),
  ).then(() => undefined);
  return {
    acknowledged: () => acknowledged,
    expectCrash: () => {
      crashExpected = true;
    },
    finished,
  };
}
