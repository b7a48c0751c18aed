/**
 * Reads a request makes before the provider asks for them, so that several go to the database at
 * once instead of one after the other, or so that a read the request already made is not made
 * again: the code exchange knows, from the code, the session, grant and user the provider's
 * handler reads next (code-exchange-reads.ts); the refresh grant reads the refresh token and its
 * grant before the handler does, and the account and its organization claims beside them
 * (organization-tokens.ts, find-account.ts). Each read is taken once, by the read it stands for in
 * the same request; a write of the model drops the reads of it, and any other read asks the
 * database. Keyed by the request: nothing is shared between requests.
 */
const started = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The models whose reads from the database a request leaves for its next read of the same instance. */
const kept = new WeakMap<object, ReadonlySet<string>>();

/**
 * The key of a read: an adapter model's instance by id, or by another field (`uid`) when given; or
 * another read of the request named the same way (`readKey('Account', accountId)`).
 */
export const readKey = (modelName: string, id: string, field = 'id') => `${modelName}:${field}:${id}`;

/** Starts `read` now for this request; its result waits for the read it stands for. */
export const startRead = <T>(request: object, key: string, read: () => Promise<T>): Promise<T> => {
  const promise = read();
  // A read nobody takes (the handler refused the request first) must not fail the process.
  promise.catch(() => undefined);
  const reads = started.get(request) ?? new Map<string, Promise<unknown>>();
  reads.set(key, promise);
  started.set(request, reads);
  return promise;
};

/** The read this request started for `key`, taken (it serves once); undefined when there is none. */
export const takeStartedRead = <T>(request: object | undefined, key: string): Promise<T> | undefined => {
  const reads = request ? started.get(request) : undefined;
  const promise = reads?.get(key);
  reads?.delete(key);
  return promise as Promise<T> | undefined;
};

/** From now on, what the adapter reads of these models for this request waits for its next read of the instance. */
export const keepReadsOf = (request: object, ...modelNames: string[]) => {
  kept.set(request, new Set(modelNames));
};

/**
 * Reads an instance of the model from the database for this request (`read`). When the request
 * keeps its reads of the model (`keepReadsOf`), the read is left under the instance's key, and
 * the next read of it takes the read instead of asking again; a failed read is not left.
 */
export const readKept = <T>(
  request: object | undefined,
  modelName: string,
  id: string,
  read: () => Promise<T>,
): Promise<T> => {
  if (!request || !kept.get(request)?.has(modelName)) {
    return read();
  }
  const key = readKey(modelName, id);
  const promise = startRead(request, key, read);
  promise.catch(() => {
    const reads = started.get(request);
    if (reads?.get(key) === promise) {
      reads.delete(key);
    }
  });
  return promise;
};

/**
 * An instance of the model was written (saved, consumed, destroyed): reads of the model started
 * or kept before are stale. All of them go, as a read by `uid` names no id to match.
 */
export const dropStartedReadsOf = (request: object | undefined, modelName: string) => {
  const reads = request ? started.get(request) : undefined;
  for (const key of reads?.keys() ?? []) {
    if (key.startsWith(`${modelName}:`)) {
      reads?.delete(key);
    }
  }
};
