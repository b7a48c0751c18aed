import {
  samlBindings,
  samlNameIdFormats,
  samlUserClaims,
  type SamlApplication,
  type SamlApplicationPatchBody,
  type SamlNameIdFormat,
  type SamlUserClaim,
} from '@tessera/schemas';

export interface AttributeRow {
  claim: SamlUserClaim | '';
  name: string;
}

export interface SamlSettingsValues {
  name: string;
  description: string;
  acsUrl: string;
  entityId: string;
  nameIdFormat: SamlNameIdFormat;
  spCertificate: string;
  attributes: AttributeRow[];
}

export const toSamlSettingsValues = (application: SamlApplication): SamlSettingsValues => ({
  name: application.name,
  description: application.description ?? '',
  acsUrl: application.acsUrl?.url ?? '',
  entityId: application.entityId ?? '',
  nameIdFormat: application.nameIdFormat,
  spCertificate: application.spCertificate ?? '',
  attributes: Object.entries(application.attributeMapping).map(([claim, name]) => ({
    claim: claim as SamlUserClaim,
    name: name ?? '',
  })),
});

/** The PATCH body: blank settings are cleared (`null`), rows without a claim are not sent. */
export const toSamlPatch = (values: SamlSettingsValues): SamlApplicationPatchBody => ({
  name: values.name.trim(),
  description: values.description.trim() || null,
  acsUrl: values.acsUrl.trim() ? { binding: samlBindings.post, url: values.acsUrl.trim() } : null,
  entityId: values.entityId.trim() || null,
  nameIdFormat: values.nameIdFormat,
  spCertificate: values.spCertificate.trim() || null,
  attributeMapping: Object.fromEntries(
    values.attributes.filter((row) => row.claim !== '').map((row) => [row.claim, row.name.trim()]),
  ),
});

/** Each claim is mapped once: the rows after the first naming it are marked. */
export const duplicateClaimRows = (rows: readonly AttributeRow[]) =>
  rows.flatMap((row, index) =>
    row.claim !== '' && rows.findIndex((other) => other.claim === row.claim) < index ? [index] : [],
  );

/** The form field of a body path, for contract issues and server errors. */
export const samlFieldOf = (path: string, values: SamlSettingsValues) => {
  if (path.startsWith('acsUrl')) {
    return 'acsUrl';
  }
  if (path.startsWith('attributeMapping.')) {
    const claim = path.split('.')[1];
    const index = values.attributes.findIndex((row) => row.claim === claim);
    return index === -1 ? undefined : `attributes.${index}.name`;
  }
  return ['name', 'description', 'entityId', 'nameIdFormat', 'spCertificate'].includes(path)
    ? path
    : undefined;
};

/** The last words of a NameID format URN, the key of its label. */
export const nameIdFormatKey = (format: SamlNameIdFormat) =>
  format.slice(format.lastIndexOf(':') + 1);

export const nameIdFormatOptions = samlNameIdFormats;
export const userClaims = samlUserClaims;
