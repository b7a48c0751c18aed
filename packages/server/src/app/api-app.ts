import type { OpenAPIHono } from '@hono/zod-openapi';
import { consoleVersion } from '@tessera/schemas';
import { isActiveUser } from '../modules/users/service.js';
import type { AppContext } from '../app-context.js';
import type { TenantScope } from '../db/tenant-scope.js';
import { adminTenantScope } from '../tenancy/admin-tenant-scope.js';
import { managementGuard } from '../auth/management-guard.js';
import { applicationsArea } from '../modules/applications/routes/index.js';
import { connectorsArea } from '../modules/connectors/routes/index.js';
import { socialDemoRoutes } from '../modules/connectors/routes/social-demo.js';
import { resourcesArea } from '../modules/resources/routes/index.js';
import { rolesArea } from '../modules/roles/routes/index.js';
import { organizationsArea } from '../modules/organizations/routes/index.js';
import { ssoConnectorsArea } from '../modules/sso-connectors/routes/index.js';
import { samlApplicationsArea, samlAuthnRoutes } from '../modules/saml-applications/routes/index.js';
import { experienceRoutes } from '../modules/experience/routes/index.js';
import { meRoutes } from '../modules/me/routes/index.js';
import { configsArea } from '../modules/configs/routes/index.js';
import { jwtCustomizerArea } from '../modules/jwt-customizer/routes/index.js';
import { usersArea } from '../modules/users/routes/index.js';
import { logsArea } from '../modules/logs/routes/index.js';
import { hooksArea } from '../modules/hooks/routes/index.js';
import { customDomainsArea } from '../modules/custom-domains/routes/index.js';
import { customDomainTlsAskRoutes } from '../modules/custom-domains/routes/tls-ask.js';
import { describeManagementRequest, successStatuses } from '../modules/hooks/management-request.js';
import { dashboardArea } from '../modules/dashboard/routes.js';
import { statusRoutes } from '../modules/status/routes/status.js';
import { userAssetManagementRoutes, userAssetRoutes } from '../modules/user-assets/routes/index.js';
import { wellKnownRoutes } from '../modules/well-known/routes/well-known.js';
import { cliBridgeRoutes } from '../modules/cli-bridge/routes.js';
import { signInExperienceArea } from '../modules/sign-in-exp/routes/index.js';
import { customPhrasesArea } from '../modules/custom-phrases/routes/index.js';
import { personalAccessTokensArea } from '../modules/personal-access-tokens/routes/index.js';
import { subjectTokensArea } from '../modules/subject-tokens/routes.js';
import { accountCenterArea, wellKnownAccountCenterRoutes } from '../modules/account-center/routes/index.js';
import { myAccountRoutes } from '../modules/my-account/routes/index.js';
import { verificationRoutes } from '../modules/verifications/routes/index.js';
import { seedAll } from '../bootstrap/seed.js';
import { tenantsArea } from '../modules/tenants/routes.js';
import { loadPlanCatalogue, type PlanCatalogue } from '../modules/subscriptions/plan-catalogue.js';
import { registerQuotaGuards } from '../modules/subscriptions/quota-guard.js';
import { subscriptionsArea } from '../modules/subscriptions/routes.js';
import { createPayments } from '../modules/payments/payments.js';
import { paymentsArea } from '../modules/payments/routes.js';
import { cancelSubscription, endBillingOfDeletedTenant } from '../modules/payments/cancel.js';
import { tenantMembersArea } from '../modules/tenant-members/routes.js';
import { tenantSuspensionArea } from '../modules/tenant-suspension/routes.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter } from '../http/create-router.js';
import { handleApiNotFound } from './error-handler.js';
import { settleInvalidations } from './settle-invalidations.js';

/**
 * Areas whose routes guard themselves (sign-in app API, console user's own account). The cloud
 * edition's plans, read once at start, describe tenants to the account's deletion check.
 */
const publicModules = (
  catalogue: PlanCatalogue | undefined,
  adminScope: TenantScope,
): ((context: AppContext) => OpenAPIHono<AppEnv>)[] => [
  experienceRoutes,
  (context) => meRoutes(context, { cloud: catalogue && { catalogue, adminScope } }),
  userAssetRoutes,
  socialDemoRoutes,
  samlAuthnRoutes,
  myAccountRoutes,
  verificationRoutes,
  wellKnownAccountCenterRoutes,
  customDomainTlsAskRoutes,
];

/** Management API areas: every route behind the bearer-token guard. */
const managementModules: ((context: AppContext) => OpenAPIHono<AppEnv>)[] = [
  applicationsArea,
  resourcesArea,
  rolesArea,
  usersArea,
  logsArea,
  dashboardArea,
  configsArea,
  jwtCustomizerArea,
  userAssetManagementRoutes,
  signInExperienceArea,
  customPhrasesArea,
  connectorsArea,
  organizationsArea,
  ssoConnectorsArea,
  samlApplicationsArea,
  personalAccessTokensArea,
  subjectTokensArea,
  accountCenterArea,
  hooksArea,
  customDomainsArea,
];

/** Every `/api` route, mounted under one router so the OpenAPI document covers them all. */
export function createApiApp(context: AppContext) {
  const api = createRouter();
  // Cloud edition: the operator's plans file, read and checked once.
  const catalogue = context.config.edition === 'cloud' ? loadPlanCatalogue(context.config.plansFile) : undefined;
  // Console users, their tenants' memberships: read by the token guard and the cloud API alike.
  const adminScope = adminTenantScope(context.tenantScope);

  // Public routes.
  api.route('/', statusRoutes(context.database.db));
  api.route('/', wellKnownRoutes(context));
  api.route('/', cliBridgeRoutes(context, seedAll));
  for (const module of publicModules(catalogue, adminScope)) {
    api.route('/', module(context));
  }

  // Management API: the guard covers exactly the paths its modules declare, so unknown paths
  // still answer 404 and public routes stay public.
  const guard = managementGuard(context.config, context.providers, (userId) => isActiveUser(adminScope, userId), context.ephemeral);
  const routers = managementModules.map((module) => module(context));
  const settle = settleInvalidations(context.bus, context.events);
  const describe = describeManagementRequest(successStatuses(routers));
  for (const path of new Set(routers.flatMap((router) => router.routes.map((route) => route.path)))) {
    api.use(path, settle, guard, describe);
  }
  // Cloud edition: each tenant's plan limits its Management API writes (after the token guard).
  if (catalogue) {
    registerQuotaGuards(api, context.database.db, catalogue);
  }
  for (const router of routers) {
    api.route('/', router);
  }
  // The cloud API (cloud edition, admin tenant): guards itself with the cloud API's token.
  if (catalogue) {
    const payments = createPayments(context, catalogue);
    api.route(
      '/',
      tenantsArea(context, settle, catalogue, (tenantId) => endBillingOfDeletedTenant(payments, tenantId), adminScope),
    );
    api.route('/', subscriptionsArea(context, settle, catalogue, (tenantId) => cancelSubscription(payments, tenantId)));
    api.route('/', paymentsArea(context, settle, payments, adminScope));
    api.route('/', tenantMembersArea(context, settle, catalogue));
    api.route('/', tenantSuspensionArea(context, settle));
  }

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.doc('/swagger.json', {
    openapi: '3.0.3',
    info: {
      title: 'Tessera API',
      version: consoleVersion,
      description: 'Management API of Tessera. Lists take `page` (1-based) and `page_size`.',
    },
    servers: [{ url: `${context.config.endpoint}/api` }],
  });
  api.notFound(handleApiNotFound);
  return api;
}
