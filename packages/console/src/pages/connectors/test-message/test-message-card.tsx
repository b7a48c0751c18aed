import {
  isValidEmail,
  isValidPhoneInput,
  toPhoneDigits,
  type ConnectorFactoryId,
  type JsonObject,
} from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSendTestMessage } from '../../../api/connectors/mutations';
import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { TextInput } from '../../../ds/text-input/text-input';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './test-message-card.module.css';

interface TestMessageCardProps {
  factoryId: ConnectorFactoryId;
  kind: 'Email' | 'Sms';
  /** The config as the form holds it now, or undefined when the form shows errors instead. */
  readConfig: () => Promise<JsonObject | undefined>;
  /** Puts an error about the config on its field; anything else is toasted. */
  onError: (error: unknown) => void;
}

/**
 * Sends a test message with the settings on screen, saved or not, to an address the admin
 * types. Nothing is stored.
 */
export const TestMessageCard = ({ factoryId, kind, readConfig, onError }: TestMessageCardProps) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const sendTest = useSendTestMessage(factoryId, { hideErrorToast: true });
  const [to, setTo] = useState('');
  const [error, setError] = useState<string>();
  const isEmail = kind === 'Email';

  const send = async () => {
    const address = to.trim();
    const isValid = isEmail ? isValidEmail(address) : isValidPhoneInput(address);
    if (!isValid) {
      setError(t(isEmail ? 'connectors.test.invalid_email' : 'connectors.test.invalid_phone'));
      return;
    }
    setError(undefined);
    const config = await readConfig();
    if (!config) {
      return;
    }
    try {
      await sendTest.mutateAsync({
        config,
        locale: i18n.language,
        ...(isEmail ? { email: address } : { phone: toPhoneDigits(address) }),
      });
      toast.success(t('connectors.test.sent', { to: address }));
    } catch (caught) {
      onError(caught);
    }
  };

  return (
    <FormCard
      title={t('connectors.test.title')}
      description={t(
        isEmail ? 'connectors.test.description_email' : 'connectors.test.description_sms',
      )}
      data-testid="test-message-card"
    >
      <div className={styles.row}>
        <FormField
          id="connector-test-to"
          label={t(isEmail ? 'connectors.test.email_label' : 'connectors.test.phone_label')}
          error={error}
        >
          {(control) => (
            <TextInput
              {...control}
              type={isEmail ? 'email' : 'tel'}
              value={to}
              hasError={Boolean(error)}
              data-testid="test-message-to"
              onChange={(event) => setTo(event.target.value)}
              onKeyDown={(event) => {
                // Enter sends the test, not the surrounding settings form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void send();
                }
              }}
            />
          )}
        </FormField>
        <Button
          isLoading={sendTest.isPending}
          data-testid="test-message-send"
          onClick={() => void send()}
        >
          {t('connectors.test.send')}
        </Button>
      </div>
    </FormCard>
  );
};
