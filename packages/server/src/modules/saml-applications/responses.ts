import type {
  ApplicationType,
  SamlAcsUrl,
  SamlApplication,
  SamlApplicationSecret,
  SamlAttributeMapping,
  SamlEncryption,
  SamlNameIdFormat,
} from '@tessera/schemas';
import type { ApplicationRow } from '../applications/queries.js';
import { fingerprintsOf } from './certificates.js';
import type { SamlConfigRow, SamlSecretRow } from './queries.js';

/** A SAML application in its API shape: the application row with its service provider settings. */
export const toSamlApplicationResponse = (
  application: ApplicationRow,
  config: SamlConfigRow,
): SamlApplication => ({
  tenantId: application.tenant_id,
  id: application.id,
  name: application.name,
  description: application.description,
  type: application.type as ApplicationType,
  customData: application.custom_data,
  isThirdParty: application.is_third_party,
  createdAt: application.created_at.getTime(),
  attributeMapping: config.attribute_mapping as SamlAttributeMapping,
  entityId: config.entity_id,
  acsUrl: config.acs_url as SamlAcsUrl | null,
  encryption: config.encryption as SamlEncryption | null,
  nameIdFormat: config.name_id_format as SamlNameIdFormat,
  spCertificate: config.sp_certificate,
});

/** A signing certificate as the API answers it: never its private key. */
export const toSamlSecretResponse = (row: SamlSecretRow): SamlApplicationSecret => ({
  id: row.id,
  certificate: row.certificate,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  active: row.active,
  fingerprints: fingerprintsOf(row.certificate),
});
