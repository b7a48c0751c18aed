import type { ErrorCode } from '@tessera/phrases';
import { adminTenantId, cloudApiIndicator, defaultTenantId, tenantOrganizationIdPrefix, type ConsoleConfig } from '@tessera/schemas';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useAccessTokenGetter, useOrganizationTokenGetter, useResourceAccessTokenGetter } from '../auth/access-token';
import { useAuthFailureHandler } from '../auth/auth-failure-handler';
import { useToast } from '../ds/toast/use-toast';
import { createApiClient } from './api-client';
import { getAuthFailure } from './auth-failure';
import { getErrorMessage } from './error-message';
import type { RequestError } from './request-error';
import { wellKnownKeys } from './well-known/keys';

export interface UseApiOptions {
  /** `true` hides every error toast; a list hides only errors with those codes. */
  hideErrorToast?: boolean | readonly ErrorCode[];
  /**
   * Calls the cloud API (the admin tenant's `/t/admin/api`, cloud edition only) with a token for
   * `cloudApiIndicator` instead of the Management API.
   */
  cloud?: boolean;
  /**
   * With `cloud`: carries the organization token of this organization (`t-{tenantId}`) instead
   * of the cloud API token, as tenant-scoped cloud calls do (spec 000 §6).
   */
  organizationId?: string;
}

/** Where the admin tenant serves the cloud API. */
export const cloudApiBaseUrl = `/t/${adminTenantId}/`;

/**
 * Calls about the signed-in user and the server itself: they stay on the console's own tenant
 * with its token, whichever tenant the page shows.
 */
const isConsoleWidePath = (path: string) => /^\/?(api\/)?(me|\.well-known|status)(\/|\?|$)/.test(path);

/**
 * In cloud, a page under `/{tenantId}` works on that tenant: its calls go to `/t/{tenantId}/api`
 * with the organization token of the member's `t-{tenantId}` membership, which that tenant's
 * Management API takes (docs/cloud-tenants.md). The default tenant keeps the sign-in's token.
 */
const useTenantRoute = (getOrganizationToken: (organizationId: string) => Promise<string | undefined>) => {
  const { tenantId } = useParams();
  // Read from the cache, not asked for: the console config is itself read with `useApi`.
  const edition = useContext(QueryClientContext)?.getQueryData<ConsoleConfig>(wellKnownKeys.consoleConfig())?.edition;
  return useMemo(() => {
    if (edition !== 'cloud' || !tenantId || tenantId === defaultTenantId || tenantId === adminTenantId) {
      return undefined;
    }
    const route = {
      baseUrl: `/t/${tenantId}/`,
      getAccessToken: () => getOrganizationToken(`${tenantOrganizationIdPrefix}${tenantId}`),
    };
    return (path: string) => (isConsoleWidePath(path) ? undefined : route);
  }, [edition, tenantId, getOrganizationToken]);
};

/** 401 means the session is gone: sign-in restarts silently instead of toasting. */
export const shouldToastError = (error: RequestError, hideErrorToast: UseApiOptions['hideErrorToast']) => {
  if (hideErrorToast === true || error.status === 401) {
    return false;
  }
  return !(Array.isArray(hideErrorToast) && error.code !== undefined && (hideErrorToast as readonly string[]).includes(error.code));
};

/**
 * The API client for components: current language, access token, and errors shown as toasts.
 * Session failures (401, missing permissions, `auth.forbidden`) go to the auth layer instead,
 * whatever `hideErrorToast` says: they end or restart the session.
 */
export const useApi = ({ hideErrorToast, cloud = false, organizationId }: UseApiOptions = {}) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const getManagementToken = useAccessTokenGetter();
  const getResourceToken = useResourceAccessTokenGetter();
  const getCloudToken = useCallback(() => getResourceToken(cloudApiIndicator), [getResourceToken]);
  const getOrganizationToken = useOrganizationTokenGetter();
  const getTenantToken = useCallback(
    () => getOrganizationToken(organizationId ?? ''),
    [getOrganizationToken, organizationId],
  );
  const getAccessToken = cloud ? (organizationId ? getTenantToken : getCloudToken) : getManagementToken;
  const tenantRoute = useTenantRoute(getOrganizationToken);
  const routeFor = cloud ? undefined : tenantRoute;
  const handleAuthFailure = useAuthFailureHandler();
  // A list literal would change identity on every render; its content is what matters.
  const hideKey = Array.isArray(hideErrorToast) ? hideErrorToast.join('\n') : hideErrorToast;

  return useMemo(
    () =>
      createApiClient({
        baseUrl: cloud ? cloudApiBaseUrl : undefined,
        routeFor,
        getLanguage: () => i18n.language,
        getAccessToken,
        onError: (error) => {
          const failure = handleAuthFailure && getAuthFailure(error);
          if (failure) {
            handleAuthFailure(failure, error.body?.message);
            return;
          }
          if (shouldToastError(error, hideErrorToast)) {
            toast.error(getErrorMessage(error, t));
          }
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- hideKey stands for hideErrorToast
    [i18n, getAccessToken, cloud, routeFor, handleAuthFailure, toast, t, hideKey],
  );
};
