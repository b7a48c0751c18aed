import { adminTenantId } from '@tessera/schemas';
import { expect } from 'vitest';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import type { TestServer } from '../../../testing/test-server.js';
import { insertOrganizationUserRoles } from '../../organizations/member-role-queries.js';
import { insertOrganizationUsers } from '../../organizations/membership-queries.js';
import { findOrganizationRoleByName } from '../../organizations/template-queries.js';
import { tenantOrganizationId } from '../../tenants/membership.js';

/** Makes a console user a collaborator of the tenant, as an accepted invitation would. */
export async function addCollaborator(server: TestServer, tenantId: string, userId: string) {
  const admin = scopeToTenant(server.context.database.db, adminTenantId);
  const role = await findOrganizationRoleByName(admin, 'collaborator');
  if (!role) {
    throw new Error('The collaborator tenant role is not seeded.');
  }
  await insertOrganizationUsers(admin, tenantOrganizationId(tenantId), [userId]);
  await insertOrganizationUserRoles(admin, tenantOrganizationId(tenantId), [userId], [role.id]);
}

/** A browser on the sandbox's pages: it keeps the pages' cookie and sends their forms. */
export function sandboxBrowser() {
  let cookie = '';
  return {
    /** Loads a page (with the request headers given, e.g. Accept-Language); its form's CSRF token, when it has one. */
    open: async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(url, { headers });
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) {
        cookie = setCookie.split(';')[0] ?? '';
      }
      const html = await response.text();
      return {
        status: response.status,
        html,
        csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1],
        policy: response.headers.get('content-security-policy'),
        vary: response.headers.get('vary'),
      };
    },
    /** Presses a button of the page's form; the answer, redirects not followed. */
    submit: async (url: string, fields: Record<string, string>, withCookie = true) => {
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(withCookie && cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, location: response.headers.get('location') };
    },
  };
}

/** Loads a sandbox page and presses Pay or Decline on it. */
export async function decideOnSandboxPage(url: string, decision: 'pay' | 'decline') {
  const browser = sandboxBrowser();
  const page = await browser.open(url);
  expect(page.status, page.html).toBe(200);
  expect(page.csrf).toBeTruthy();
  return browser.submit(url, { csrf: page.csrf ?? '', decision });
}
