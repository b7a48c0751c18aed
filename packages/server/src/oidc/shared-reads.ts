import type { AdapterPayload } from 'oidc-provider';

/**
 * Model reads one token request makes twice: Tessera reads a refresh token to check the
 * organization before the provider's grant handler runs, and the handler then reads the same
 * token again; the grant the token belongs to is read ahead, beside the other reads of the
 * request, and the handler takes it too. A request that asks for it (`shareReadsOf`) keeps what
 * the adapter read of the named models for it, and the next read of the same instance in that
 * request takes it instead of asking the database again. Each kept read serves once, and a write
 * of the instance drops it, so any other read asks the database. Keyed by the request: nothing is
 * shared between requests.
 */
type Kept = Map<string, Map<string, AdapterPayload | undefined>>;

const reads = new WeakMap<object, Kept>();

const keptFor = (request: object | undefined, modelName: string) =>
  request ? reads.get(request)?.get(modelName) : undefined;

/** From now on, this request's reads of these models are kept for its next read of the same instance. */
export const shareReadsOf = (request: object, ...modelNames: string[]) => {
  reads.set(request, new Map(modelNames.map((modelName) => [modelName, new Map()])));
};

/** What `takeSharedRead` answers when the request kept no read of the instance. */
export const notKept = Symbol('notKept');

/** A read this request kept, taken (it serves once); `notKept` when there is none. */
export const takeSharedRead = (
  request: object | undefined,
  modelName: string,
  id: string,
): AdapterPayload | undefined | typeof notKept => {
  const payloads = keptFor(request, modelName);
  if (!payloads?.has(id)) {
    return notKept;
  }
  const payload = payloads.get(id);
  payloads.delete(id);
  return payload;
};

/** Keeps what was read for this request, when it asked for its reads of the model to be shared. */
export const keepSharedRead = (
  request: object | undefined,
  modelName: string,
  id: string,
  payload: AdapterPayload | undefined,
) => {
  keptFor(request, modelName)?.set(id, payload);
};

/** The instance was written (saved, consumed, destroyed): what was kept of it is stale. */
export const dropSharedRead = (request: object | undefined, modelName: string, id: string) => {
  keptFor(request, modelName)?.delete(id);
};
