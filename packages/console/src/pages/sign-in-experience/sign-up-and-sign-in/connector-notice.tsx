import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

import { useConnectors } from '../../../api/connectors/queries';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { useSignInExperienceForm } from '../form/sie-form-context';

const needs = [
  { identifier: 'email', type: 'Email', createType: 'email', message: 'email_missing', action: 'set_up_email' },
  { identifier: 'phone', type: 'Sms', createType: 'sms', message: 'sms_missing', action: 'set_up_sms' },
] as const;

/**
 * Verifying an email or phone at sign-up, or signing in with it by code, sends codes through a
 * connector of that kind: when the tenant has none, say so and link to where one is set up (the
 * server refuses the save otherwise).
 */
export const ConnectorNotice = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { form } = useSignInExperienceForm();
  // A failed read warns of nothing: the server still refuses a save that needs a connector.
  const connectors = useConnectors({}, { hideErrorToast: true });
  const types = connectors.data && new Set(connectors.data.map((connector) => connector.type));
  const signUp = form.watch('signUp');
  const methods = form.watch('signIn.methods');
  if (!types) {
    return null;
  }
  const missing = needs.filter(
    ({ identifier, type }) =>
      !types.has(type) &&
      // Codes are sent to verify a sign-up address and to sign in by code.
      ((signUp.verify && signUp.identifiers.includes(identifier)) ||
        methods.some((method) => method.identifier === identifier && method.verificationCode)),
  );
  return (
    <>
      {missing.map(({ identifier, createType, message, action }) => (
        <InlineAlert key={identifier} variant="warning" data-testid={`connector-notice-${identifier}`}>
          {t(`sign_in_experience.connectors.${message}`)}{' '}
          <Link to={tenantPath(`connectors/passwordless/create/${createType}`)}>{t(`sign_in_experience.connectors.${action}`)}</Link>
        </InlineAlert>
      ))}
    </>
  );
};
