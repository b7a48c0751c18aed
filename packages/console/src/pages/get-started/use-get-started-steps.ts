import { useParams } from 'react-router';

import { useApplications } from '../../api/applications/queries';
import {
  readConfirmedSteps,
  useAdminConsoleConfig,
  type ConfirmedStep,
} from '../../api/dashboard/get-started';
import { useCurrentUser } from '../../api/me/queries';
import { useConsoleConfig } from '../../api/well-known/queries';
import { useRoles } from '../../api/roles/queries';

export type GetStartedStepId =
  'create_application' | 'sign_in_experience' | 'mfa' | 'roles' | 'collaborators';

export interface GetStartedStep {
  id: GetStartedStepId;
  /** The page that does the step, relative to the tenant. */
  path: string;
  /** Undefined while what decides it is loading. */
  isDone: boolean | undefined;
  /** How the user marks the step done where no record says so. */
  confirm?: { kind: 'sign_in_experience' } | { kind: 'confirmed'; step: ConfirmedStep };
}

const firstOnly = { page: 1, pageSize: 1 };

/**
 * The steps of a new tenant and whether each is done, from real data where the server keeps
 * it: applications and roles by their count, the sign-in experience by the tenant's admin console
 * config; MFA and (in cloud) collaborators have no record yet, so they are done once the user says
 * so (kept in their custom data).
 */
export const useGetStartedSteps = () => {
  const { tenantId = '' } = useParams();
  const { edition } = useConsoleConfig();
  const applications = useApplications(firstOnly);
  const roles = useRoles(firstOnly);
  const adminConsole = useAdminConsoleConfig();
  const user = useCurrentUser();
  const confirmed = user.data ? readConfirmedSteps(user.data.customData, tenantId) : undefined;

  const steps: GetStartedStep[] = [
    {
      id: 'create_application',
      path: 'applications/create',
      isDone: applications.data && applications.data.totalCount > 0,
    },
    {
      id: 'sign_in_experience',
      path: 'sign-in-experience',
      isDone: adminConsole.data?.signInExperienceCustomized,
      confirm: { kind: 'sign_in_experience' },
    },
    {
      id: 'mfa',
      path: 'mfa',
      isDone: confirmed?.mfa,
      confirm: { kind: 'confirmed', step: 'mfa' },
    },
    { id: 'roles', path: 'roles/create', isDone: roles.data && roles.data.totalCount > 0 },
  ];
  if (edition === 'cloud') {
    steps.push({
      id: 'collaborators',
      path: 'tenant-settings/members',
      isDone: confirmed?.collaborators,
      confirm: { kind: 'confirmed', step: 'collaborators' },
    });
  }

  const isError = applications.isError || roles.isError || adminConsole.isError;
  return { steps, tenantId, isError };
};
