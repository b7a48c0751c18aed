import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uiTimeout } from './console-auth.js';

/**
 * Opens the tenant selector's create-tenant modal and submits a production tenant of this name,
 * which leaves the console on the plan selection modal (spec 000 §2.7); the caller picks a plan.
 */
export async function submitProductionTenant(page: Page, name: string): Promise<void> {
  await page.getByTestId('tenant-selector').click();
  await page.getByTestId('tenant-menu').getByTestId('create-tenant').click();
  const modal = page.getByTestId('create-tenant-modal');
  await expect.poll(() => modal.getByTestId('tenant-create-name').inputValue(), uiTimeout).toBe('My project');
  await modal.getByTestId('tenant-create-name').fill(name);
  await modal.getByTestId('tenant-create-tag-production').check();
  await modal.getByTestId('tenant-create-submit').click();
}

/**
 * Creates a production tenant on the Free plan from the tenant selector (created at once, no
 * checkout) and answers its id once the console has switched to it.
 */
export async function createFreeProductionTenant(page: Page, name: string): Promise<string> {
  await submitProductionTenant(page, name);
  await page.getByTestId('plan-selection-modal').getByTestId('plan-card-free-select').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/console/default'), uiTimeout);
  const tenantId = new URL(page.url()).pathname.split('/')[2] ?? '';
  expect(tenantId).toMatch(/^[0-9a-z]{6}$/);
  return tenantId;
}
