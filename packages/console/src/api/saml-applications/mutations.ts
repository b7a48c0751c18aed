import {
  samlApplicationApi,
  type SamlApplicationCreateBody,
  type SamlApplicationPatchBody,
} from '@tessera/schemas';

import { applicationKeys } from '../applications/keys';
import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { samlApplicationKeys } from './keys';

export const useCreateSamlApplication = (options?: UseApiOptions) =>
  useEndpointMutation(samlApplicationApi.create, (body: SamlApplicationCreateBody) => ({ body }), {
    ...options,
    invalidates: [applicationKeys.lists()],
  });

/** The metadata names the entity and NameID format: it is read again with the settings. */
export const useUpdateSamlApplication = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    samlApplicationApi.update,
    (body: SamlApplicationPatchBody) => ({ params: { id }, body }),
    {
      ...options,
      invalidates: [
        applicationKeys.lists(),
        applicationKeys.detail(id),
        samlApplicationKeys.detail(id),
      ],
    },
  );

export const useDeleteSamlApplication = (id: string) =>
  useEndpointMutation(samlApplicationApi.delete, () => ({ params: { id } }), {
    invalidates: [applicationKeys.lists()],
    forgets: [samlApplicationKeys.detail(id), applicationKeys.detail(id)],
  });

/** Certificate changes change the metadata too (it carries the active one). */
export const useCreateSamlSecret = (id: string) =>
  useEndpointMutation(
    samlApplicationApi.createSecret,
    (lifeSpanInYears: number) => ({ params: { id }, body: { lifeSpanInYears } }),
    {
      invalidates: [samlApplicationKeys.secrets(id), samlApplicationKeys.metadata(id)],
    },
  );

export const useActivateSamlSecret = (id: string) =>
  useEndpointMutation(
    samlApplicationApi.updateSecret,
    (secretId: string) => ({ params: { id, secretId }, body: { active: true } }),
    { invalidates: [samlApplicationKeys.secrets(id), samlApplicationKeys.metadata(id)] },
  );

export const useDeleteSamlSecret = (id: string) =>
  useEndpointMutation(
    samlApplicationApi.deleteSecret,
    (secretId: string) => ({ params: { id, secretId } }),
    {
      invalidates: [samlApplicationKeys.secrets(id)],
    },
  );
