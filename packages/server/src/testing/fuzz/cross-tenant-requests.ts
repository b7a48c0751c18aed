import type { RequestBody } from './request-case.js';
import { operationName, type Operation } from './openapi-operations.js';
import { primary, validValue } from './schema-values.js';
import { idsOfKind, kindOfField, kindOfParameter, type TenantEntities } from './tenant-entities.js';

/**
 * Requests of one tenant's caller aimed at another tenant's entities, for every operation of the
 * OpenAPI document: the other tenant's ids in path parameters (alone or beside the caller's own),
 * in id fields of the body (`roleIds`, `scopeIds`…) and in `exclude…Id` query parameters.
 */

export type CrossTenantRequest = {
  operation: string;
  method: string;
  /** Below `/api`, encoded, with the query. */
  url: string;
  body?: RequestBody;
  secured: boolean;
  /** The other tenant's ids the request names in its path or body: any 2xx to it is a leak. */
  foreign: string[];
};

type Choice = { value: string; foreign: boolean };

/** Every combination of one choice per parameter. */
const combinations = (lists: Choice[][]): Choice[][] =>
  lists.reduce<Choice[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((choice) => [...combo, choice])),
    [[]],
  );

/** The body with every id field (`roleIds`, `applicationId`…) filled with ids of `entities`. */
function bodyAimedAt(
  operation: Operation,
  entities: TenantEntities,
): { body: unknown; ids: string[] } | undefined {
  const schema = operation.body?.schema;
  if (!schema) {
    return undefined;
  }
  const variant = primary(schema);
  const body = validValue(schema) as Record<string, unknown>;
  const ids: string[] = [];
  for (const [field, fieldSchema] of Object.entries(variant.properties ?? {})) {
    const kind = kindOfField(field);
    const found = kind ? idsOfKind(entities, kind) : undefined;
    if (found?.length) {
      body[field] = primary(fieldSchema).type === 'array' ? found : found[0];
      ids.push(...(primary(fieldSchema).type === 'array' ? found : found.slice(0, 1)));
    }
  }
  return { body, ids };
}

export type CrossTenantPlan = { requests: CrossTenantRequest[]; unresolved: string[] };

/**
 * The requests a caller of tenant `own` sends to its own Management API, naming ids of tenant
 * `other`. Path parameters whose kind of id no fixture knows are listed in `unresolved`.
 */
export function crossTenantRequestsOf(
  operation: Operation,
  own: TenantEntities,
  other: TenantEntities,
  maxPerOperation = 40,
): CrossTenantPlan {
  const name = operationName(operation);
  const unresolved: string[] = [];
  const choices = operation.pathParams.map((parameter): Choice[] => {
    const enumChoices = primary(parameter.schema).enum;
    if (enumChoices) {
      return enumChoices.map((value) => ({ value: String(value), foreign: false }));
    }
    const kind = kindOfParameter(operation, parameter);
    // Not an id (a language tag): no tenant owns the value, so there is nothing foreign to name.
    if (kind === undefined) {
      return [{ value: String(validValue(parameter.schema)), foreign: false }];
    }
    const owned = idsOfKind(own, kind);
    const foreign = idsOfKind(other, kind);
    if (!owned || !foreign) {
      unresolved.push(`${name} {${parameter.name}} (${kind})`);
      return [{ value: String(validValue(parameter.schema)), foreign: false }];
    }
    return [
      ...owned.map((value) => ({ value, foreign: false })),
      ...foreign.map((value) => ({ value, foreign: true })),
    ];
  });
  const combos = combinations(choices);
  const toPath = (combo: Choice[]) => {
    let index = 0;
    return operation.path.replace(/\{\w+\}/g, () =>
      encodeURIComponent(combo[index++]?.value ?? ''),
    );
  };
  const json = (body: unknown): RequestBody => ({
    contentType: 'application/json',
    text: JSON.stringify(body),
  });
  const ownBody = bodyAimedAt(operation, own);
  const foreignBody = bodyAimedAt(operation, other);
  const request = (url: string, foreign: string[], body?: unknown): CrossTenantRequest => ({
    operation: name,
    method: operation.method.toUpperCase(),
    url,
    ...(body !== undefined && { body: json(body) }),
    secured: operation.secured,
    foreign,
  });

  const requests: CrossTenantRequest[] = [];
  const ownPath = combos.find((combo) => combo.every((choice) => !choice.foreign)) ?? [];
  // The other tenant's ids in the path, with an otherwise plausible body of the caller's own ids.
  for (const combo of combos.filter((candidate) => candidate.some((choice) => choice.foreign))) {
    const foreign = combo.filter((choice) => choice.foreign).map((choice) => choice.value);
    requests.push(request(toPath(combo), foreign, ownBody?.body));
  }
  // The caller's own path, with the other tenant's ids in the body.
  if (foreignBody && foreignBody.ids.length > 0) {
    requests.push(request(toPath(ownPath), foreignBody.ids, foreignBody.body));
  }
  if (operation.method === 'get') {
    // Reads of the caller's own entities (lists above all), excluding the other tenant's ids.
    const excludes = operation.queryParams
      .map((parameter) => ({ parameter, kind: /^exclude(\w+)Id$/.exec(parameter.name)?.[1] }))
      .map(({ parameter, kind }) => ({
        parameter,
        id: kind ? idsOfKind(other, kind.charAt(0).toLowerCase() + kind.slice(1))?.[0] : undefined,
      }))
      .filter(
        (exclude): exclude is { parameter: (typeof operation.queryParams)[number]; id: string } =>
          exclude.id !== undefined,
      );
    const query = excludes
      .map(({ parameter, id }) => `${parameter.name}=${encodeURIComponent(id)}`)
      .join('&');
    requests.push(request(query ? `${toPath(ownPath)}?${query}` : toPath(ownPath), []));
  }
  return { requests: requests.slice(0, maxPerOperation), unresolved };
}

/** Whether an answer shows anything of the tenant: its marker (in every name) or one of its ids. */
export const mentionsTenant = (text: string, entities: TenantEntities) =>
  text.includes(entities.marker) ||
  Object.entries(entities.ids).some(
    ([kind, ids]) => kind !== 'secret' && ids.some((id) => text.includes(id)),
  );
