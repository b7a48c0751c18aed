import type { Adapter, AdapterPayload } from 'oidc-provider';

type Entry = { payload: AdapterPayload; expiresAt?: number };

/**
 * The upstream provider's storage: plain maps per model, so a test can register clients at any
 * time (the provider reads them through `find`) and nothing touches Tessera's database.
 */
export class UpstreamIdpStore {
  readonly #models = new Map<string, Map<string, Entry>>();

  model(name: string) {
    let entries = this.#models.get(name);
    if (!entries) {
      entries = new Map();
      this.#models.set(name, entries);
    }
    return entries;
  }

  /** An adapter class over this store, in the shape oidc-provider constructs per model. */
  adapterClass() {
    const model = (name: string) => this.model(name);
    return class UpstreamAdapter implements Adapter {
      readonly #entries: Map<string, Entry>;

      constructor(name: string) {
        this.#entries = model(name);
      }

      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        this.#entries.set(id, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : undefined });
      }

      async find(id: string) {
        const entry = this.#entries.get(id);
        if (!entry || (entry.expiresAt !== undefined && entry.expiresAt <= Date.now())) {
          return undefined;
        }
        return entry.payload;
      }

      async findByUserCode(userCode: string) {
        return [...this.#entries.values()].find((entry) => entry.payload.userCode === userCode)?.payload;
      }

      async findByUid(uid: string) {
        return [...this.#entries.values()].find((entry) => entry.payload.uid === uid)?.payload;
      }

      async consume(id: string) {
        const entry = this.#entries.get(id);
        if (entry) {
          entry.payload.consumed = Math.floor(Date.now() / 1000);
        }
      }

      async destroy(id: string) {
        this.#entries.delete(id);
      }

      async revokeByGrantId(grantId: string) {
        for (const [id, entry] of this.#entries) {
          if (entry.payload.grantId === grantId) {
            this.#entries.delete(id);
          }
        }
      }
    };
  }
}
