import type { SamlSsoConfig } from '@tessera/schemas';
import type { TFunction } from 'i18next';

/** Where the IdP's details come from: its metadata at a URL, the metadata XML, or typed in. */
export const samlSources = ['metadataUrl', 'metadata', 'manual'] as const;
export type SamlSource = (typeof samlSources)[number];

export interface SamlConnectionValues {
  source: SamlSource;
  metadataUrl: string;
  metadata: string;
  entityId: string;
  signInEndpoint: string;
  x509Certificate: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const sourceOf = (config: Record<string, unknown>): SamlSource => {
  if (text(config.metadata)) {
    return 'metadata';
  }
  return text(config.entityId) || text(config.signInEndpoint) ? 'manual' : 'metadataUrl';
};

export const toSamlValues = (config: Record<string, unknown>): SamlConnectionValues => ({
  source: sourceOf(config),
  metadataUrl: text(config.metadataUrl),
  metadata: text(config.metadata),
  entityId: text(config.entityId),
  signInEndpoint: text(config.signInEndpoint),
  x509Certificate: text(config.x509Certificate),
});

/** The config of the chosen source only, so a switch of source leaves no stale fields behind. */
export const toSamlConfig = (values: SamlConnectionValues, keep: Record<string, unknown> = {}): SamlSsoConfig => {
  const attributeMapping = keep.attributeMapping as SamlSsoConfig['attributeMapping'];
  const base = attributeMapping ? { attributeMapping } : {};
  switch (values.source) {
    case 'metadataUrl': {
      return { ...base, metadataUrl: values.metadataUrl.trim() };
    }
    case 'metadata': {
      return { ...base, metadata: values.metadata.trim() };
    }
    case 'manual': {
      return {
        ...base,
        entityId: values.entityId.trim(),
        signInEndpoint: values.signInEndpoint.trim(),
        x509Certificate: values.x509Certificate.trim(),
      };
    }
  }
};

const sourceFields: Record<SamlSource, ReadonlyArray<keyof SamlConnectionValues>> = {
  metadataUrl: ['metadataUrl'],
  metadata: ['metadata'],
  manual: ['entityId', 'signInEndpoint', 'x509Certificate'],
};

/** The chosen source's fields must all be filled; the contract alone leaves each optional. */
export const samlRules = (t: TFunction) => (values: SamlConnectionValues) =>
  Object.fromEntries(
    sourceFields[values.source].map((field) => [
      field,
      String(values[field]).trim() ? undefined : t('shared_form.required'),
    ]),
  );

/** The form field of a config key the server or contract names. */
export const samlFieldOf = (key: string): keyof SamlConnectionValues | undefined =>
  (['metadataUrl', 'metadata', 'entityId', 'signInEndpoint', 'x509Certificate'] as const).find((field) => field === key);
