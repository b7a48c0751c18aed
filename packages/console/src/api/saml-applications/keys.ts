import { applicationKeys } from '../applications/keys';

/**
 * Query keys of SAML applications. They sit under the applications' keys, so creating or deleting
 * one refreshes the application lists, and everything of one application under its detail key.
 */
export const samlApplicationKeys = {
  all: [...applicationKeys.all, 'saml'] as const,
  detail: (id: string) => [...samlApplicationKeys.all, id] as const,
  secrets: (id: string) => [...samlApplicationKeys.detail(id), 'secrets'] as const,
  metadata: (id: string) => [...samlApplicationKeys.detail(id), 'metadata'] as const,
};
