import type { ApplicationCreateBody, ApplicationType } from '@tessera/schemas';

export interface CreateApplicationValues {
  type: ApplicationType | undefined;
  name: string;
  description: string;
  host: string;
  origin: string;
}

export const emptyCreateApplicationValues: CreateApplicationValues = {
  type: undefined,
  name: '',
  description: '',
  host: '',
  origin: '',
};

/**
 * The body of `applicationApi.create`. Until a type is picked it has none, which the contract
 * refuses, so the form is never sent without one.
 */
export const toCreateApplicationBody = (
  values: CreateApplicationValues,
  isThirdParty: boolean,
): Omit<ApplicationCreateBody, 'type'> & { type: ApplicationType | undefined } => ({
  name: values.name.trim(),
  type: values.type,
  description: values.description.trim() || null,
  ...(values.type === 'Protected'
    ? { protectedAppMetadata: { host: values.host.trim(), origin: values.origin.trim() } }
    : {}),
  ...(isThirdParty ? { isThirdParty: true } : {}),
});

/** The form field of a body path, for issues and server errors alike. */
export const createApplicationFieldOf = (path: string) => {
  const field = { name: 'name', type: 'type', description: 'description', 'protectedAppMetadata.host': 'host', 'protectedAppMetadata.origin': 'origin' }[path];
  return field as keyof CreateApplicationValues | undefined;
};
