import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { TenantScope } from '../db/tenant-scope.js';
import { volatileModels, type MemoryModelStore } from './memory-model-store.js';
import {
  consumeModelInstance,
  deleteModelInstanceById,
  deleteModelInstancesByGrantId,
  findModelInstanceById,
  findModelInstanceByPayloadField,
  upsertModelInstance,
  type ModelPayload,
} from './adapter-queries.js';
import { dropStartedReadsOf, readKept, readKey, takeStartedRead } from './started-reads.js';

export type ClientMetadataFinder = (clientId: string) => Promise<AdapterPayload | undefined>;

const toPayload = (row: { payload: ModelPayload; consumed_at: Date | null } | undefined) => {
  if (!row) {
    return undefined;
  }
  const payload = row.payload as AdapterPayload;
  return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
};

/**
 * oidc-provider storage on our database, one instance per model name and tenant. Clients are
 * not stored here: they are the tenant's applications, read through `findClient`. With
 * `currentRequest` (the provider's request being served), a read the request started ahead, or
 * kept from its own earlier read of the instance (started-reads.ts), is taken instead of asking
 * the database again.
 */
export function createAdapterClass(
  scope: TenantScope,
  findClient: ClientMetadataFinder,
  memory?: MemoryModelStore,
  currentRequest: () => object | undefined = () => undefined,
) {
  const memoryKey = (model: string, id: string) => `${scope.tenantId}:${model}:${id}`;
  return class DatabaseAdapter implements Adapter {
    /** Set when this model's short-lived data stays in the process (see memory-model-store.ts). */
    private readonly memory: MemoryModelStore | undefined;

    constructor(private readonly modelName: string) {
      this.memory = memory && volatileModels.has(modelName) ? memory : undefined;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      if (this.modelName === 'Client') {
        return;
      }
      if (this.memory) {
        this.memory.upsert(memoryKey(this.modelName, id), payload, expiresIn);
        return;
      }
      dropStartedReadsOf(currentRequest(), this.modelName);
      await upsertModelInstance(scope, this.modelName, id, payload as ModelPayload, expiresIn);
    }

    async find(id: string) {
      if (this.modelName === 'Client') {
        return findClient(id);
      }
      if (this.memory) {
        return this.memory.find(memoryKey(this.modelName, id));
      }
      const request = currentRequest();
      const started = takeStartedRead<AdapterPayload | undefined>(request, readKey(this.modelName, id));
      if (started) {
        return started;
      }
      return readKept(request, this.modelName, id, async () =>
        toPayload(await findModelInstanceById(scope, this.modelName, id)),
      );
    }

    async findByUid(uid: string) {
      const started = takeStartedRead<AdapterPayload | undefined>(currentRequest(), readKey(this.modelName, uid, 'uid'));
      if (started) {
        return started;
      }
      return toPayload(await findModelInstanceByPayloadField(scope, this.modelName, 'uid', uid));
    }

    async findByUserCode(userCode: string) {
      return toPayload(
        await findModelInstanceByPayloadField(scope, this.modelName, 'userCode', userCode),
      );
    }

    async consume(id: string) {
      if (this.memory) {
        this.memory.consume(memoryKey(this.modelName, id));
        return;
      }
      dropStartedReadsOf(currentRequest(), this.modelName);
      await consumeModelInstance(scope, this.modelName, id);
    }

    async destroy(id: string) {
      if (this.memory) {
        this.memory.destroy(memoryKey(this.modelName, id));
        return;
      }
      dropStartedReadsOf(currentRequest(), this.modelName);
      await deleteModelInstanceById(scope, this.modelName, id);
    }

    async revokeByGrantId(grantId: string) {
      memory?.destroyByGrantId(`${scope.tenantId}:`, grantId);
      await deleteModelInstancesByGrantId(scope, grantId);
    }
  };
}
