import { render } from '@testing-library/react';
import type { Sku, SubscriptionUsageResponse, TenantResponse } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { useAuth } from '../../../auth/auth-context';
import { createFakeAuthClient } from '../../../test/fake-auth-client';
import { fakeJwt } from '../../../test/fake-jwt';
import { mockManagementApi } from '../../../test/management-api-mock';
import { createTestQueryClient, TestProviders } from '../../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../../test/test-tenant';
import SubscriptionTab from './subscription-tab';

export const freeTenant = testTenant({
  id: 'abc123',
  tag: 'production',
  planId: 'free',
  planName: 'Free',
  subscription: {
    status: 'active',
    planId: 'free',
    currentPeriodStart: '2026-11-01T00:00:00.000Z',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    isEnterprisePlan: false,
    isAddOnAvailable: false,
  },
});

export const enterpriseTenant = testTenant({
  ...freeTenant,
  planId: 'enterprise',
  planName: 'Enterprise',
  subscription: { ...freeTenant.subscription, planId: 'enterprise', isEnterprisePlan: true },
});

const skus: Sku[] = [
  { id: 'free', name: 'Free', type: 'Basic', unitPrice: 0, quota: {} },
  { id: 'pro', name: 'Pro', type: 'Basic', unitPrice: 1600, quota: {} },
];

export const usage = (
  quota: Partial<SubscriptionUsageResponse['quota']>,
  used: SubscriptionUsageResponse['usage'],
): SubscriptionUsageResponse => ({
  quota: { mauLimit: null, tokenLimit: null, ...quota },
  usage: used,
  resources: {},
  roles: {},
});

/** As the console's protected routes do: the page renders once the session is known. */
const SignedIn = ({ children }: { children: ReactNode }) =>
  useAuth().status === 'signed-in' ? children : null;

/** The tab of tenant `abc123` for a member with `role`, the cloud API answering from the arguments. */
export const renderTab = (
  tenant: TenantResponse,
  answer: SubscriptionUsageResponse,
  role = 'admin',
  routes: Parameters<typeof mockManagementApi>[0] = {},
) => {
  const api = mockManagementApi({
    ...cloudMemberRoutes({ ...tenant, role: role === 'admin' ? 'admin' : 'collaborator' }),
    'GET /t/admin/api/tenants/abc123/subscription-usage': { body: answer },
    'GET /t/admin/api/skus': { body: skus },
    'GET /t/admin/api/subscription-plans': { body: [] },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/:tenantId/tenant-settings/subscription',
        element: (
          <SignedIn>
            <SubscriptionTab />
          </SignedIn>
        ),
      },
    ],
    {
      initialEntries: ['/abc123/tenant-settings/subscription'],
    },
  );
  const accessToken = fakeJwt({
    aud: 'https://abc123.tessera.app/api',
    organization_roles: [`abc123:${role}`],
  });
  render(
    <TestProviders
      queryClient={createTestQueryClient({ edition: 'cloud' })}
      authClient={createFakeAuthClient({ accessToken })}
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return api;
};

