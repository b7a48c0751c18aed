import { defaultTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createConsoleUser } from '../console-user-token.js';
import { createOtherTenant, otherTenantId } from '../other-tenant.js';
import { signTenantManagementToken } from '../tenant-management-token.js';
import { describeEachDatabase } from '../test-server.js';
import {
  crossTenantRequestsOf,
  mentionsTenant,
  type CrossTenantRequest,
} from './cross-tenant-requests.js';
import { fetchOperations } from './openapi-operations.js';
import { mapWithLimit, sendRequest } from './request-runner.js';
import { addCloudEntities } from './cloud-entities.js';
import { createTenantEntities, type TenantEntities } from './tenant-entities.js';
import { findTablesMentioning, snapshotTenants } from './tenant-snapshot.js';

const timeoutMs = 15_000;

/** One tenant's side: its entities, where its API lives and a Management API token of it. */
type Side = { entities: TenantEntities; baseUrl: string; token: string };

const isSuccess = (status: number | string) =>
  typeof status === 'number' && status >= 200 && status < 300;

describeEachDatabase(
  'tenant isolation of every Management API operation (cloud)',
  (server, kind) => {
    it('never lets one tenant read or change what another owns', { timeout: 240_000 }, async () => {
      const { context, url } = server();
      const { db } = context.database;
      const other = await createOtherTenant(server());
      const sides: Side[] = [
        {
          entities: await createTenantEntities(
            scopeToTenant(db, defaultTenantId),
            context.vault,
            'tenantamarker',
          ),
          baseUrl: url,
          token: (
            await createConsoleUser(server(), {
              username: 'isolation_admin',
              name: 'Isolation admin',
            })
          ).token,
        },
        {
          entities: await createTenantEntities(other, context.vault, 'tenantbmarker'),
          baseUrl: `${url}/t/${otherTenantId}`,
          token: await signTenantManagementToken(server(), otherTenantId),
        },
      ];
      for (const side of sides) {
        await addCloudEntities(db, side.entities);
      }
      // Each token reads its own tenant's roles (and starts both tenants' providers before the snapshots).
      for (const side of sides) {
        const own = await sendRequest(
          { ...side, timeoutMs },
          { method: 'GET', url: '/roles', secured: true },
        );
        expect(own.status).toBe(200);
        expect(own.text).toContain(side.entities.marker);
      }

      const operations = (await fetchOperations(url)).filter((operation) => operation.secured);
      const leaks: string[] = [];
      const unresolved = new Set<string>();
      let sent = 0;
      for (const [attacker, victim] of [sides, [...sides].reverse()] as [Side, Side][]) {
        const before = await snapshotTenants(db, [victim.entities.tenantId]);
        const plans = operations.map((operation) =>
          crossTenantRequestsOf(operation, attacker.entities, victim.entities),
        );
        plans.flatMap((plan) => plan.unresolved).forEach((entry) => unresolved.add(entry));
        const requests = plans.flatMap((plan) => plan.requests);
        // The same requests on the victim's own API with the attacker's token: refused outright.
        const onVictimApi = plans
          .flatMap((plan) => plan.requests.slice(0, 1))
          .map((request) => ({ request, side: victim }));
        const jobs = [...requests.map((request) => ({ request, side: attacker })), ...onVictimApi];
        await mapWithLimit(
          jobs,
          2,
          async ({ request, side }: { request: CrossTenantRequest; side: Side }) => {
            const answer = await sendRequest(
              { baseUrl: side.baseUrl, token: attacker.token, timeoutMs },
              request,
            );
            sent += 1;
            const leaked =
              isSuccess(answer.status) &&
              (request.foreign.length > 0 ||
                side === victim ||
                mentionsTenant(answer.text, victim.entities));
            if (
              leaked ||
              answer.status === 'timeout' ||
              (typeof answer.status === 'number' && answer.status >= 500)
            ) {
              leaks.push(
                `${attacker.entities.tenantId} → ${victim.entities.tenantId}: ${request.method} ${side === victim ? '(victim API) ' : ''}${request.url} answered ${answer.status} ${answer.text.slice(0, 160)}`,
              );
            }
          },
        );
        expect(
          await snapshotTenants(db, [victim.entities.tenantId]),
          `${victim.entities.tenantId} changed`,
        ).toEqual(before);
        const victimTexts = [victim.entities.marker, ...Object.values(victim.entities.ids).flat()];
        expect(await findTablesMentioning(db, attacker.entities.tenantId, victimTexts)).toEqual([]);
      }

      console.log(
        `tenant isolation [${kind}]: ${operations.length} operations, ${sent} cross-tenant requests, ${leaks.length} leaks`,
      );
      expect(leaks).toEqual([]);
      // A path parameter naming a kind of id no fixture creates: add the kind to tenant-entities.ts.
      expect([...unresolved]).toEqual([]);
    });
  },
  { EDITION: 'cloud' },
);
