import { configApi, type JsonObject } from '@tessera/schemas';

import { useEndpointMutation, useEndpointQuery } from '../endpoint-hooks';
import { useUpdateCustomData } from '../me/mutations';
import { dashboardKeys } from './keys';

/*
 * What the get started page reads besides counts: the tenant's admin console config (whether the
 * sign-in experience was customized), and the steps the console user confirmed by hand, kept in
 * their own custom data under `getStarted.{tenantId}` (no tenant-level record exists for them).
 */

export const useAdminConsoleConfig = () =>
  useEndpointQuery(dashboardKeys.adminConsoleConfig(), configApi.getAdminConsole, {});

export const useMarkSignInExperienceCustomized = () =>
  useEndpointMutation(
    configApi.updateAdminConsole,
    () => ({ body: { signInExperienceCustomized: true } }),
    { invalidates: [dashboardKeys.adminConsoleConfig()] },
  );

/** Steps without a record of their own, confirmed by the user. */
export type ConfirmedStep = 'mfa' | 'collaborators';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The confirmed steps of one tenant, read from the user's custom data. */
export const readConfirmedSteps = (customData: JsonObject | undefined, tenantId: string) => {
  const getStarted = customData?.getStarted;
  const tenant = isRecord(getStarted) ? getStarted[tenantId] : undefined;
  const isConfirmed = (step: ConfirmedStep) => isRecord(tenant) && tenant[step] === true;
  return { mfa: isConfirmed('mfa'), collaborators: isConfirmed('collaborators') };
};

/** Records a step as done for this tenant; the server deep-merges it into the custom data. */
export const useConfirmStep = (tenantId: string) => {
  const update = useUpdateCustomData();
  return {
    ...update,
    confirm: (step: ConfirmedStep) =>
      update.mutateAsync({ getStarted: { [tenantId]: { [step]: true } } }),
  };
};
