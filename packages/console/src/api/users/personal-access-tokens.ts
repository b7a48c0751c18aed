import { personalAccessTokenApi, type PersonalAccessTokenCreate } from '@tessera/schemas';

import { useEndpointMutation, useEndpointQuery } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { userKeys } from './keys';

/** Under the user's detail key, so a change of the user (or its deletion) reaches them too. */
export const personalAccessTokenKeys = {
  list: (userId: string) => [...userKeys.detail(userId), 'personal-access-tokens'] as const,
};

export const usePersonalAccessTokens = (userId: string) =>
  useEndpointQuery(personalAccessTokenKeys.list(userId), personalAccessTokenApi.list, { params: { userId } });

export const useCreatePersonalAccessToken = (userId: string, options?: UseApiOptions) =>
  useEndpointMutation(personalAccessTokenApi.create, (body: PersonalAccessTokenCreate) => ({ params: { userId }, body }), {
    ...options,
    invalidates: [personalAccessTokenKeys.list(userId)],
  });

/** Names travel in the body, so any name works without URL encoding. */
export const useRenamePersonalAccessToken = (userId: string, currentName: string, options?: UseApiOptions) =>
  useEndpointMutation(
    personalAccessTokenApi.rename,
    (name: string) => ({ params: { userId }, body: { currentName, name } }),
    { ...options, invalidates: [personalAccessTokenKeys.list(userId)] },
  );

export const useDeletePersonalAccessToken = (userId: string) =>
  useEndpointMutation(personalAccessTokenApi.delete, (name: string) => ({ params: { userId }, body: { name } }), {
    invalidates: [personalAccessTokenKeys.list(userId)],
  });
