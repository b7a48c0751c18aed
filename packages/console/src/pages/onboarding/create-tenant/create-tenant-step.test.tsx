import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys, type Sku } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserNavigation } from '../../../auth/browser-navigation';
import { testUser } from '../../../test/fake-auth-client';
import { mockManagementApi, type MockAnswer } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { testTenant } from '../../../test/test-tenant';

/** The first render loads the onboarding's lazy chunks, slow on a busy machine. */
const firstLoad = { timeout: 15_000 };

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const skus: Sku[] = [
  { id: 'free', name: 'Free', type: 'Basic', unitPrice: 0, quota: {} },
  { id: 'pro', name: 'Pro', type: 'Basic', unitPrice: 1600, quota: {} },
];

const answeredUser = { ...testUser, customData: { onboarding: { questionnaire: { project: 'personal' } } } };

const routes = (invitations: MockAnswer = { status: 201, body: [] }, checkoutSession: MockAnswer = { body: { redirectUri: 'https://pay.example/cs_1', sessionId: 'cs_1' } }) => ({
  'POST /t/admin/api/tenants': { body: testTenant({ id: 'new001', name: 'Acme' }) },
  'GET /t/admin/api/tenants': { body: [testTenant({ id: 'new001', name: 'Acme' })] },
  'POST /t/admin/api/tenants/new001/invitations': invitations,
  'GET /t/admin/api/skus': { body: skus },
  'GET /t/admin/api/subscription-plans': { body: [] },
  'POST /t/admin/api/checkout-session': checkoutSession,
  'PATCH /api/me/custom-data': ({ body }: { body: unknown }) => ({ body: { ...answeredUser.customData, ...(body as object) } }),
});

/** Fills the step as the production tenant Acme in the US with one collaborator, and submits it. */
const submitProduction = async (user: ReturnType<typeof userEvent.setup>) => {
  const name = await screen.findByTestId('onboarding-tenant-name', undefined, firstLoad);
  await user.clear(name);
  await user.type(name, 'Acme');
  await user.click(screen.getByTestId('onboarding-tenant-region-US'));
  await user.click(screen.getByTestId('onboarding-tenant-tag-production'));
  await user.type(screen.getByTestId('onboarding-collaborators-text'), 'ann@example.com');
  await user.click(screen.getByTestId('onboarding-create'));
  return screen.findByTestId('plan-selection-modal');
};

const renderStep = () => renderConsole('/onboarding/create-tenant', { edition: 'cloud', user: answeredUser });

const tags = () => screen.queryAllByTestId('collaborator-tag').map((tag) => [tag.textContent, tag.dataset.status ?? 'ok']);

describe('onboarding: create-tenant step', { timeout: 20_000 }, () => {
  it('turns typed emails into tags on space, Enter and blur, and marks entries that are no email', async () => {
    mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    const text = await screen.findByTestId('onboarding-collaborators-text', undefined, firstLoad);
    expect(screen.getByTestId('onboarding-tenant-name')).toHaveProperty('value', 'My project');

    await user.type(text, 'ann@example.com ');
    await user.type(text, 'not-an-email{Enter}');
    await user.type(text, 'bob@example.com');
    await user.click(screen.getByTestId('onboarding-tenant-name'));
    expect(tags()).toEqual([
      ['ann@example.com', 'ok'],
      ['not-an-email', 'error'],
      ['bob@example.com', 'ok'],
    ]);
    // Enter added a tag; it did not submit the form.
    expect(screen.getByTestId('onboarding-create-tenant')).toBeDefined();
  });

  it('selects the last tag on the first Backspace in the empty field and removes it on the second', async () => {
    mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    const text = await screen.findByTestId('onboarding-collaborators-text', undefined, firstLoad);
    await user.type(text, 'ann@example.com bob@example.com ');
    await user.type(text, '{Backspace}');
    expect(tags()).toHaveLength(2);
    await user.type(text, '{Backspace}');
    expect(tags()).toEqual([['ann@example.com', 'ok']]);
  });

  it('refuses to create while an entry is no email', async () => {
    const api = mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('onboarding-collaborators-text', undefined, firstLoad), 'oops ');
    await user.click(screen.getByTestId('onboarding-create'));
    expect(await screen.findByText('Enter valid email addresses: fix or remove the marked ones.')).toBeDefined();
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
  });

  it('creates the tenant, invites the collaborators, and goes on to its sign-in experience', async () => {
    const api = mockManagementApi(routes());
    const { router } = renderStep();
    const user = userEvent.setup();
    const name = await screen.findByTestId('onboarding-tenant-name', undefined, firstLoad);
    await user.clear(name);
    await user.type(name, 'Acme');
    await user.click(screen.getByTestId('onboarding-tenant-region-US'));
    await user.type(screen.getByTestId('onboarding-collaborators-text'), 'ann@example.com bob@example.com');
    await user.click(screen.getByTestId('onboarding-create'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/new001/sign-in-experience'));
    expect(api.requestsTo('POST', '/t/admin/api/tenants').map(({ body }) => body)).toEqual([{ name: 'Acme', regionName: 'US', tag: 'development' }]);
    expect(api.requestsTo('POST', '/t/admin/api/tenants/new001/invitations').map(({ body }) => body)).toEqual([
      { invitee: ['ann@example.com', 'bob@example.com'], roleName: 'collaborator' },
    ]);
  });

  it('creates "My project" from a blank name, without inviting anyone when no email was given', async () => {
    const api = mockManagementApi(routes());
    const { router } = renderStep();
    const user = userEvent.setup();
    await user.clear(await screen.findByTestId('onboarding-tenant-name', undefined, firstLoad));
    await user.click(screen.getByTestId('onboarding-create'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/new001/sign-in-experience'));
    expect(api.requestsTo('POST', '/t/admin/api/tenants')[0]?.body).toEqual({ name: 'My project', regionName: 'EU', tag: 'development' });
    expect(api.requestsTo('POST', '/t/admin/api/tenants/new001/invitations')).toHaveLength(0);
  });

  it('says so when the invitations fail, and carries on to the sign-in experience', async () => {
    mockManagementApi(routes({ status: 500, body: { message: 'Boom.', code: 'unknown' } }));
    const { router } = renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('onboarding-collaborators-text', undefined, firstLoad), 'ann@example.com');
    await user.click(screen.getByTestId('onboarding-create'));

    const toast = await screen.findByTestId('toast-error', undefined, firstLoad);
    expect(within(toast).getByText(/the invitations could not be sent/)).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/new001/sign-in-experience'));
  });

  it('asks a production tenant for its plan first: Free creates it, invites and goes on to its sign-in experience', async () => {
    const api = mockManagementApi(routes());
    const { router } = renderStep();
    const user = userEvent.setup();
    const plans = await submitProduction(user);
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
    // A paid tenant exists only once paid for: its collaborators are invited from its settings.
    expect(within(plans).getByText(/invite your collaborators from its settings/)).toBeDefined();

    await user.click(await within(plans).findByTestId('plan-card-free-select'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/new001/sign-in-experience'));
    expect(api.requestsTo('POST', '/t/admin/api/tenants').map(({ body }) => body)).toEqual([
      { name: 'Acme', regionName: 'US', tag: 'production' },
    ]);
    expect(api.requestsTo('POST', '/t/admin/api/tenants/new001/invitations').map(({ body }) => body)).toEqual([
      { invitee: ['ann@example.com'], roleName: 'collaborator' },
    ]);
    // The sign-in experience step still lies ahead: onboarding is not done yet.
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
  });

  it('goes back to the form with its values when the plans are closed', async () => {
    const api = mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    await submitProduction(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('plan-selection-modal')).toBeNull());
    expect(screen.getByTestId('onboarding-tenant-name')).toHaveProperty('value', 'Acme');
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
  });

  it('leaves for the payment page when Pro is chosen, still onboarding, a declined payment coming back here', async () => {
    const api = mockManagementApi(routes());
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderStep();
    const user = userEvent.setup();
    const plans = await submitProduction(user);

    await user.click(await within(plans).findByTestId('plan-card-pro-select'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
    // Done only once the checkout result page sees the payment complete.
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
    const body = api.requestsTo('POST', '/t/admin/api/checkout-session')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      skuId: 'pro',
      tenantName: 'Acme',
      tenantRegionName: 'US',
      tenantTag: 'production',
    });
    expect(new URL(String(body.cancelCallbackUrl)).pathname).toBe('/console/onboarding/create-tenant');
    expect(new URL(String(body.successCallbackUrl)).pathname).toBe('/console/checkout-success-callback');
    expect(api.requestsTo('POST', '/t/admin/api/tenants')).toHaveLength(0);
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.checkoutSession) ?? '{}') as { sessionId?: string };
    expect(stored.sessionId).toBe('cs_1');
  });

  it('keeps the onboarding going when the checkout cannot start', async () => {
    const api = mockManagementApi(routes(undefined, { status: 400, body: { message: 'Not sold.', code: 'subscription.plan_not_sold' } }));
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderStep();
    const user = userEvent.setup();
    const plans = await submitProduction(user);

    await user.click(await within(plans).findByTestId('plan-card-pro-select'));
    expect(await screen.findByText('Not sold.')).toBeDefined();
    expect(assign).not.toHaveBeenCalled();
    expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(0);
    expect(screen.getByTestId('plan-selection-modal')).toBeDefined();
  });
});
