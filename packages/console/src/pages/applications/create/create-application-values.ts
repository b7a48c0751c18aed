import type { ApplicationType } from '../../../components/api-entities/application';

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

/** `POST /api/applications` body. */
export const toCreateApplicationBody = (values: CreateApplicationValues, isThirdParty: boolean) => ({
  name: values.name.trim(),
  type: values.type,
  description: values.description.trim() || null,
  ...(values.type === 'Protected'
    ? { protectedAppMetadata: { host: values.host.trim(), origin: values.origin.trim() } }
    : {}),
  ...(isThirdParty ? { isThirdParty: true } : {}),
});
