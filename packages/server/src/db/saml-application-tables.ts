import type { CreatedAt, Json } from './column-types.js';

/** The service provider's settings of a SAML application (0015-saml-applications). */
export type SamlApplicationConfigsTable = {
  tenant_id: string;
  application_id: string;
  attribute_mapping: Json<Record<string, string>>;
  entity_id: string | null;
  acs_url: Json<{ binding: string; url: string }> | null;
  encryption: Json<{ encryptAssertion: boolean; certificate?: string }> | null;
  name_id_format: string;
  sp_certificate: string | null;
};

/** A signing key pair of a SAML application; the private key is encrypted by the secret vault. */
export type SamlApplicationSecretsTable = {
  tenant_id: string;
  id: string;
  application_id: string;
  private_key_encrypted: string;
  certificate: string;
  active: boolean;
  created_at: CreatedAt;
  expires_at: Date;
};

/** An AuthnRequest waiting for its user to sign in. */
export type SamlApplicationSessionsTable = {
  tenant_id: string;
  id: string;
  application_id: string;
  request_id: string;
  relay_state: string | null;
  code_verifier: string;
  created_at: CreatedAt;
  expires_at: Date;
};
