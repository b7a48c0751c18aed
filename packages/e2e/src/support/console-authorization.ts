import type { Page } from 'playwright-core';
import { uiTimeout } from './console-auth.js';

const tenantPath = '/console/default';
const idIn = (page: Page, pattern: RegExp) => pattern.exec(new URL(page.url()).pathname)?.[1] ?? '';

/** Creates an API resource on the console's create dialog; ends on its permissions tab. */
export async function createApiResourceInConsole(
  page: Page,
  { name, indicator }: { name: string; indicator: string },
): Promise<string> {
  await page.goto(`${tenantPath}/api-resources/create`);
  await page.getByTestId('resource-create-name').fill(name);
  await page.getByTestId('resource-create-indicator').fill(indicator);
  await page.getByTestId('resource-create-submit').click();
  await page.waitForURL(/\/api-resources\/[0-9a-z]+\/permissions$/, uiTimeout);
  return idIn(page, /\/api-resources\/([0-9a-z]+)\//);
}

/** Adds a permission (scope) on the open API resource's permissions tab. */
export async function createPermissionInConsole(
  page: Page,
  { name, description }: { name: string; description: string },
) {
  await page.getByTestId('scope-create-button').click();
  const dialog = page.getByTestId('scope-dialog');
  await dialog.getByTestId('scope-create-name').fill(name);
  await dialog.getByTestId('scope-create-description').fill(description);
  await dialog.getByTestId('scope-create-submit').click();
  await dialog.waitFor({ state: 'hidden', ...uiTimeout });
  await page.getByTestId('scopes-table').getByText(name, { exact: true }).waitFor(uiTimeout);
}

/**
 * Creates a machine-to-machine role holding one permission, picked by name in the create
 * dialog's permission picker; ends on the role's page.
 */
export async function createMachineRoleInConsole(
  page: Page,
  { name, description, permission }: { name: string; description: string; permission: string },
): Promise<string> {
  await page.goto(`${tenantPath}/roles/create`);
  await page.getByTestId('role-create-name').fill(name);
  await page.getByTestId('role-create-description').fill(description);
  await page.getByTestId('role-create-type-MachineToMachine').click();
  const picker = page.getByTestId('permission-picker');
  await picker.getByRole('searchbox').fill(permission);
  await picker.locator('label', { hasText: permission }).getByRole('checkbox').check();
  await page.getByTestId('role-create-submit').click();
  await page.waitForURL(/\/roles\/[0-9a-z]+\/[a-z-]+$/, uiTimeout);
  return idIn(page, /\/roles\/([0-9a-z]+)\//);
}

const openRoleApplications = async (page: Page, roleId: string) => {
  await page.goto(`${tenantPath}/roles/${roleId}/machine-to-machine-apps`);
  await page.getByTestId('role-applications-table').waitFor(uiTimeout);
};

/** Assigns the role to an application from the role's machine-to-machine apps tab. */
export async function assignRoleToApplicationInConsole(page: Page, roleId: string, applicationId: string) {
  await openRoleApplications(page, roleId);
  await page.getByTestId('assign-applications-button').first().click();
  const dialog = page.getByTestId('assign-dialog');
  await dialog.getByTestId(`assign-item-${applicationId}`).check(uiTimeout);
  await dialog.getByTestId('assign-submit').click();
  await dialog.waitFor({ state: 'hidden', ...uiTimeout });
  await page.getByTestId(`remove-application-${applicationId}`).waitFor(uiTimeout);
}

/** Removes the role from an application on the role's tab, confirming the question. */
export async function removeRoleFromApplicationInConsole(page: Page, roleId: string, applicationId: string) {
  await openRoleApplications(page, roleId);
  const remove = page.getByTestId(`remove-application-${applicationId}`);
  await remove.click(uiTimeout);
  const confirm = page.getByTestId('confirm-dialog');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByTestId('toast-success').waitFor(uiTimeout);
  await remove.waitFor({ state: 'detached', ...uiTimeout });
}
