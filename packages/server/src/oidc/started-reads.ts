/**
 * Reads a request starts before the provider asks for them, so that several go to the database
 * at once instead of one after the other: the code exchange knows, from the code, the session,
 * grant and user the provider's handler reads next (code-exchange-reads.ts). Each started read is
 * taken once, by the read it stands for in the same request; a write of the instance drops it,
 * and any other read asks the database. Keyed by the request: nothing is shared between requests.
 */
const started = new WeakMap<object, Map<string, Promise<unknown>>>();

/** The key of an instance's read by id, or by another field (`uid`) when given. */
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

/**
 * An instance of the model was written (saved, consumed, destroyed): reads of the model started
 * before are stale. All of them go, as a read by `uid` names no id to match.
 */
export const dropStartedReadsOf = (request: object | undefined, modelName: string) => {
  const reads = request ? started.get(request) : undefined;
  for (const key of reads?.keys() ?? []) {
    if (key.startsWith(`${modelName}:`)) {
      reads?.delete(key);
    }
  }
};
