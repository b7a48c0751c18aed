/**
 * What a client was told about its writes: every entity whose creation was acknowledged, the
 * values its acknowledged writes left, and the write in flight when the server died (which may
 * or may not have been applied). After a restart `verify` reads every entity back.
 */

export type EntityKind = 'role' | 'resource' | 'application';

/** The fields a write sets and a read must show, as the API spells them. */
export type Fields = Record<string, unknown>;

export type TrackedEntity = {
  kind: EntityKind;
  id: string;
  /** The worker that writes it; one writer per entity keeps its writes in a known order. */
  owner: number;
  /** Values after the last acknowledged write. */
  acknowledged: Fields;
  /** A write sent after it whose answer never came: the stored values may be these instead. */
  inFlight?: Fields;
  /** Scope ids the role was created with; created in the same transaction as the role. */
  scopeIds?: string[];
};

export type Discrepancy = { entity: TrackedEntity; problem: string };

const paths: Record<EntityKind, string> = {
  role: '/roles',
  resource: '/resources',
  application: '/applications',
};

export const entityPath = (kind: EntityKind, id?: string) =>
  id === undefined ? paths[kind] : `${paths[kind]}/${id}`;

const matches = (stored: Record<string, unknown>, fields: Fields) =>
  Object.entries(fields).every(
    ([key, value]) => JSON.stringify(stored[key]) === JSON.stringify(value),
  );

const pick = (stored: Record<string, unknown>, fields: Fields) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, stored[key]]));

export type ApiGet = (path: string) => Promise<{ status: number; body: unknown }>;

export class WriteLedger {
  readonly entities: TrackedEntity[] = [];
  acknowledgedCreates = 0;
  acknowledgedUpdates = 0;
  /** Writes sent whose answer was lost with the server. */
  unanswered = 0;

  track(entity: TrackedEntity) {
    this.entities.push(entity);
    this.acknowledgedCreates++;
  }

  ownedBy(worker: number) {
    return this.entities.filter((entity) => entity.owner === worker);
  }

  /**
   * Reads every tracked entity back. Each must exist with its acknowledged values, or with the
   * values of the write that was in flight; afterwards what was read is the new baseline.
   */
  async verify(get: ApiGet, concurrency = 4): Promise<Discrepancy[]> {
    const discrepancies: Discrepancy[] = [];
    let next = 0;
    const check = async (entity: TrackedEntity) => {
      const read = await get(entityPath(entity.kind, entity.id));
      if (read.status !== 200) {
        discrepancies.push({ entity, problem: `GET answered ${read.status}` });
        return;
      }
      const stored = read.body as Record<string, unknown>;
      const candidates = [entity.acknowledged, ...(entity.inFlight ? [entity.inFlight] : [])];
      const found = candidates.find((fields) => matches(stored, fields));
      if (!found) {
        discrepancies.push({
          entity,
          problem: `stored ${JSON.stringify(pick(stored, entity.acknowledged))}, expected ${candidates.map((fields) => JSON.stringify(fields)).join(' or ')}`,
        });
        return;
      }
      entity.acknowledged = found;
      entity.inFlight = undefined;
      if (entity.scopeIds) {
        const scopes = await get(`${entityPath(entity.kind, entity.id)}/scopes`);
        const ids = (scopes.body as { id: string }[]).map((scope) => scope.id).sort();
        if (JSON.stringify(ids) !== JSON.stringify([...entity.scopeIds].sort())) {
          discrepancies.push({
            entity,
            problem: `scopes ${ids.join(',')} instead of ${entity.scopeIds.join(',')}`,
          });
        }
      }
    };
    const worker = async () => {
      while (next < this.entities.length) {
        const entity = this.entities[next++];
        if (entity) {
          await check(entity);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return discrepancies;
  }
}
