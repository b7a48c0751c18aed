import type { FieldValues, Path } from 'react-hook-form';

import type { ServerFieldErrorMap } from '../../../components/server-field-errors/server-field-errors';

/** Which form field a config failure of the server is about. */
interface ConfigErrorFields<Values extends FieldValues> {
  /** The IdP could not be reached or its answer read (`connector.invalid_config`). */
  source: Path<Values>;
  /** SAML metadata that could not be read (`connector.invalid_metadata`). */
  metadata?: Path<Values>;
  /** A certificate that is not one, or has expired (`connector.invalid_certificate`). */
  certificate?: Path<Values>;
  /** The form field of a config key (`config.issuer` → `issuer`). */
  configField: (key: string) => Path<Values> | undefined;
}

/**
 * Puts the server's verdict on a connection config on the field it concerns: the endpoint checks
 * the config against the IdP itself (discovery document, metadata, certificate).
 */
export const configErrorMap = <Values extends FieldValues>({
  source,
  metadata = source,
  certificate,
  configField,
}: ConfigErrorFields<Values>): ServerFieldErrorMap<Values> => ({
  codes: {
    'connector.invalid_config': source,
    'connector.invalid_metadata': metadata,
    ...(certificate ? { 'connector.invalid_certificate': certificate } : {}),
    'connector.invalid_config_guard': source,
  },
  detailPaths: (path) => {
    const [head, key] = path.split('.');
    return head === 'config' && key ? configField(key) : undefined;
  },
});
