import type { ConnectorResponse } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findConnectorFactory, type ConnectorFactory } from './factories/index.js';
import { deleteConnectorById, findConnectorsByType, type ConnectorRow } from './queries.js';

type SocialEntry = { row: ConnectorRow; target: string; platform: string | null; isDemo: boolean };

const targetOf = (factory: ConnectorFactory, metadata: ConnectorResponse['metadata'] | undefined) =>
  metadata?.target ?? factory.metadata.target;

/** The tenant's social connectors with the target each signs in as. */
async function findSocialEntries(scope: TenantScope): Promise<SocialEntry[]> {
  return (await findConnectorsByType(scope, 'Social')).flatMap((row) => {
    const factory = findConnectorFactory(row.connector_id);
    return factory
      ? [{ row, target: targetOf(factory, row.metadata as ConnectorResponse['metadata']), platform: factory.metadata.platform, isDemo: Boolean(factory.metadata.isDemo) }]
      : [];
  });
}

/**
 * A social connector's target must be its own on its platform: the target keys the identities on
 * users and the buttons of the sign-in page. A real connector takes the place of the demo
 * connector of its target (deleted in the caller's transaction); anything else is 422
 * `connector.multiple_target_with_same_platform`.
 */
export async function claimSocialTarget(
  tx: TenantScope,
  factory: ConnectorFactory,
  metadata: ConnectorResponse['metadata'] | undefined,
  ownId?: string,
) {
  if (factory.kind !== 'social') {
    return;
  }
  await tx.lockForTransaction('social-targets');
  const target = targetOf(factory, metadata);
  // A demo connector stands in for its target on every platform.
  const holders = (await findSocialEntries(tx)).filter(
    (entry) =>
      entry.row.id !== ownId &&
      entry.target === target &&
      (entry.isDemo || factory.metadata.isDemo || entry.platform === factory.metadata.platform),
  );
  for (const holder of holders) {
    if (!holder.isDemo || factory.metadata.isDemo) {
      throw new RequestError('connector.multiple_target_with_same_platform', 422, { target });
    }
  }
  for (const demo of holders) {
    await deleteConnectorById(tx, demo.row.id);
    tx.emit('connector.deleted', { connectorId: demo.row.id });
  }
}

/** The targets the tenant's social connectors sign in as. */
export async function findSocialTargets(scope: TenantScope): Promise<Set<string>> {
  return new Set((await findSocialEntries(scope)).map((entry) => entry.target));
}

/**
 * An identity is written only for a target a social connector of the tenant serves: one for
 * another target could never sign in. 404 `connector.not_found` otherwise.
 */
export async function assertSocialTargetServed(scope: TenantScope, target: string) {
  if (!(await findSocialTargets(scope)).has(target)) {
    throw new RequestError('connector.not_found', 404, { type: target });
  }
}

/** Every target the sign-in page is to show must have a social connector (400 `sign_in_experiences.enabled_connector_not_found`). */
export async function assertSocialTargetsExist(scope: TenantScope, targets: readonly string[]) {
  if (targets.length === 0) {
    return;
  }
  const known = await findSocialTargets(scope);
  const missing = targets.find((target) => !known.has(target));
  if (missing !== undefined) {
    throw new RequestError('sign_in_experiences.enabled_connector_not_found', 400, { type: missing });
  }
}

/** `removeUnusedDemoSocialConnector`: drops the demo social connectors whose target the sign-in page does not show. */
export async function removeUnusedDemoSocialConnectors(tx: TenantScope, shownTargets: readonly string[]) {
  for (const entry of await findSocialEntries(tx)) {
    if (entry.isDemo && !shownTargets.includes(entry.target)) {
      await deleteConnectorById(tx, entry.row.id);
      tx.emit('connector.deleted', { connectorId: entry.row.id });
    }
  }
}
