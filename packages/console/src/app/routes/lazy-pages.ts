import { lazy } from 'react';

/*
 * Every page is its own chunk, loaded when its route is first visited, so the first load carries
 * only the shell. Keep page imports here (and nowhere static) to keep it that way.
 */
export const GetStartedPage = lazy(() => import('../../pages/get-started/get-started-page'));
export const DashboardPage = lazy(() => import('../../pages/dashboard/dashboard-page'));

export const ApplicationsPage = lazy(() => import('../../pages/applications/applications-page'));
export const CreateApplicationPage = lazy(() => import('../../pages/applications/create-application-page'));
export const ApplicationDetailsPage = lazy(() => import('../../pages/applications/application-details-page'));
export const ApplicationSettingsTab = lazy(() => import('../../pages/applications/settings/application-settings-tab'));
export const ApplicationRolesTab = lazy(() => import('../../pages/applications/roles/application-roles-tab'));
export const ApplicationGuidePage = lazy(() => import('../../pages/applications/application-guide-page'));
export const ApplicationLogPage = lazy(() => import('../../pages/applications/logs/application-log-page'));
export const SignInExperiencePage = lazy(() => import('../../pages/sign-in-experience/sign-in-experience-page'));
export const MfaPage = lazy(() => import('../../pages/mfa/mfa-page'));
export const ConnectorsPage = lazy(() => import('../../pages/connectors/connectors-page'));
export const CreateConnectorPage = lazy(() => import('../../pages/connectors/create-connector-page'));
export const ConnectorGuidePage = lazy(() => import('../../pages/connectors/connector-guide-page'));
export const ConnectorDetailsPage = lazy(() => import('../../pages/connectors/connector-details-page'));
export const EnterpriseSsoPage = lazy(() => import('../../pages/enterprise-sso/enterprise-sso-page'));
export const CreateEnterpriseSsoPage = lazy(() => import('../../pages/enterprise-sso/create-enterprise-sso-page'));
export const EnterpriseSsoDetailsPage = lazy(() => import('../../pages/enterprise-sso/enterprise-sso-details-page'));
export const SsoConnectionTab = lazy(() => import('../../pages/enterprise-sso/connection/connection-tab'));
export const SsoExperienceTab = lazy(() => import('../../pages/enterprise-sso/experience/experience-tab'));

export const ApiResourcesPage = lazy(() => import('../../pages/api-resources/api-resources-page'));
export const CreateApiResourcePage = lazy(() => import('../../pages/api-resources/create-api-resource-page'));
export const ApiResourceDetailsPage = lazy(() => import('../../pages/api-resources/api-resource-details-page'));
export const ResourcePermissionsTab = lazy(() => import('../../pages/api-resources/permissions/resource-permissions-tab'));
export const ResourceGeneralTab = lazy(() => import('../../pages/api-resources/general/resource-general-tab'));
export const ApiResourceGuidePage = lazy(() => import('../../pages/api-resources/api-resource-guide-page'));
export const RolesPage = lazy(() => import('../../pages/roles/roles-page'));
export const CreateRolePage = lazy(() => import('../../pages/roles/create-role-page'));
export const RoleDetailsPage = lazy(() => import('../../pages/roles/role-details-page'));
export const RolePermissionsTab = lazy(() => import('../../pages/roles/permissions/role-permissions-tab'));
export const RoleUsersTab = lazy(() => import('../../pages/roles/users/role-users-tab'));
export const RoleApplicationsTab = lazy(() => import('../../pages/roles/apps/role-applications-tab'));
export const RoleGeneralTab = lazy(() => import('../../pages/roles/general/role-general-tab'));
export const OrganizationTemplatePage = lazy(
  () => import('../../pages/organization-template/organization-template-page'),
);
export const OrganizationRolesTab = lazy(() => import('../../pages/organization-template/roles/organization-roles-tab'));
export const CreateOrganizationRolePage = lazy(
  () => import('../../pages/organization-template/roles/create-organization-role-page'),
);
export const OrganizationPermissionsTab = lazy(
  () => import('../../pages/organization-template/permissions/organization-permissions-tab'),
);
export const OrganizationRoleDetailsPage = lazy(
  () => import('../../pages/organization-template/role-details/organization-role-details-page'),
);
export const OrganizationRolePermissionsTab = lazy(
  () => import('../../pages/organization-template/role-permissions/organization-role-permissions-tab'),
);
export const OrganizationRoleGeneralTab = lazy(
  () => import('../../pages/organization-template/role-general/organization-role-general-tab'),
);

export const OrganizationsPage = lazy(() => import('../../pages/organizations/organizations-page'));
export const CreateOrganizationPage = lazy(() => import('../../pages/organizations/create-organization-page'));
export const OrganizationDetailsPage = lazy(() => import('../../pages/organizations/organization-details-page'));
export const OrganizationSettingsTab = lazy(() => import('../../pages/organizations/settings/organization-settings-tab'));
export const OrganizationMembersTab = lazy(() => import('../../pages/organizations/members/organization-members-tab'));
export const OrganizationApplicationsTab = lazy(
  () => import('../../pages/organizations/apps/organization-applications-tab'),
);
export const UsersPage = lazy(() => import('../../pages/users/users-page'));
export const CreateUserPage = lazy(() => import('../../pages/users/create-user-page'));
export const UserDetailsPage = lazy(() => import('../../pages/users/user-details-page'));
export const UserLogPage = lazy(() => import('../../pages/users/user-log-page'));
export const UserSettingsTab = lazy(() => import('../../pages/users/settings/user-settings-tab'));
export const UserRolesTab = lazy(() => import('../../pages/users/roles/user-roles-tab'));
export const UserLogsTab = lazy(() => import('../../pages/users/logs/user-logs-tab'));
export const UserOrganizationsTab = lazy(() => import('../../pages/users/organizations/user-organizations-tab'));

export const SigningKeysPage = lazy(() => import('../../pages/signing-keys/signing-keys-page'));
export const CustomizeJwtPage = lazy(() => import('../../pages/customize-jwt/customize-jwt-page'));
export const CustomizeJwtDetailsPage = lazy(() => import('../../pages/customize-jwt/customize-jwt-details-page'));
export const WebhooksPage = lazy(() => import('../../pages/webhooks/webhooks-page'));
export const CreateWebhookPage = lazy(() => import('../../pages/webhooks/create-webhook-page'));
export const WebhookDetailsPage = lazy(() => import('../../pages/webhooks/webhook-details-page'));
export const WebhookRequestLogPage = lazy(() => import('../../pages/webhooks/webhook-request-log-page'));
export const WebhookSettingsTab = lazy(() => import('../../pages/webhooks/settings/webhook-settings-tab'));
export const WebhookRecentRequestsTab = lazy(() => import('../../pages/webhooks/recent-requests/webhook-recent-requests-tab'));
export const AuditLogsPage = lazy(() => import('../../pages/audit-logs/audit-logs-page'));
export const AuditLogDetailsPage = lazy(() => import('../../pages/audit-logs/audit-log-details-page'));

export const TenantSettingsPage = lazy(() => import('../../pages/tenant-settings/tenant-settings-page'));
export const TenantSettingsIndex = lazy(() => import('../../pages/tenant-settings/tenant-settings-index'));
export const TenantSettingsTab = lazy(() => import('../../pages/tenant-settings/settings/tenant-settings-tab'));
export const TenantDomainsTab = lazy(() => import('../../pages/tenant-settings/domains/domains-tab'));
export const SubscriptionTab = lazy(() => import('../../pages/tenant-settings/subscription/subscription-tab'));
export const TenantMembersTab = lazy(() => import('../../pages/tenant-settings/members/members-tab'));
export const TenantMemberList = lazy(() => import('../../pages/tenant-settings/members/member-list'));
export const TenantInvitationList = lazy(() => import('../../pages/tenant-settings/members/invitation-list'));
export const BillingHistoryTab = lazy(() => import('../../pages/tenant-settings/billing-history/billing-history-tab'));

export const CallbackPage = lazy(() => import('../../pages/callback/callback-page'));
export const WelcomePage = lazy(() => import('../../pages/welcome/welcome-page'));
export const CheckoutSuccessPage = lazy(() => import('../../pages/checkout-success/checkout-success-page'));
export const ProfilePage = lazy(() => import('../../pages/profile/profile-page'));
export const AcceptInvitationPage = lazy(() => import('../../pages/accept-invitation/accept-invitation-page'));
export const HandleSocialPage = lazy(() => import('../../pages/profile/social/handle-social-page'));
export const SocialDemoCallbackPage = lazy(() => import('../../pages/profile/social/social-demo-callback-page'));
export const OnboardingPage = lazy(() => import('../../pages/onboarding/onboarding-page'));
export const OnboardingStepPage = lazy(() => import('../../pages/onboarding/onboarding-step-page'));

/** Fails like a chunk that cannot be fetched (e.g. after a deploy), to exercise the error page. */
export const ImportErrorPage = lazy(async () => {
  throw new TypeError('Failed to fetch dynamically imported module: __internal__/import-error');
});
