import type { OidcKeyType, SigningKeyAlgorithm } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRotateOidcKeys } from '../../api/oidc-keys/mutations';
import { Button } from '../../ds/button/button';
import { Modal } from '../../ds/modal/modal';
import { RadioCardGroup } from '../../ds/radio-card/radio-card-group';
import { useToast } from '../../ds/toast/use-toast';
import styles from './signing-keys.module.css';

interface RotateKeysDialogProps {
  tenantId: string;
  keyType: OidcKeyType;
  /** The algorithm the tenant signs with by default: rotating keeps it unless another is chosen. */
  defaultAlgorithm: SigningKeyAlgorithm;
  onClose: () => void;
}

/**
 * Confirms a rotation and says what it does: a new current key, the current one kept as
 * previous, any older one deleted. Signing keys also choose their algorithm; only keys of that
 * algorithm rotate.
 */
export const RotateKeysDialog = ({ tenantId, keyType, defaultAlgorithm, onClose }: RotateKeysDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [algorithm, setAlgorithm] = useState<SigningKeyAlgorithm>(defaultAlgorithm);
  const { mutate, isPending } = useRotateOidcKeys(tenantId, keyType);
  const isSigningKeys = keyType === 'private-keys';
  const section = isSigningKeys ? 'private_keys' : 'cookie_keys';

  const rotate = () =>
    mutate(isSigningKeys ? algorithm : undefined, {
      onSuccess: () => {
        toast.success(t(`signing_keys.${section}.rotated`));
        onClose();
      },
    });

  return (
    <Modal
      open
      onOpenChange={(isOpen) => !isOpen && !isPending && onClose()}
      title={t(`signing_keys.${section}.rotate_title`)}
      description={t(`signing_keys.${section}.rotate_description`)}
      closeLabel={t('general.close')}
      data-testid="rotate-keys-dialog"
      footer={
        <>
          <Button variant="outline" disabled={isPending} onClick={onClose}>
            {t('general.cancel')}
          </Button>
          <Button variant="primary" isLoading={isPending} onClick={rotate} data-testid="confirm-rotate">
            {t('signing_keys.rotate')}
          </Button>
        </>
      }
    >
      {isSigningKeys && (
        <div className={styles.algorithm}>
          <RadioCardGroup
            name="signing-key-algorithm"
            legend={t('signing_keys.algorithm')}
            value={algorithm}
            onChange={setAlgorithm}
            options={[
              {
                value: 'EC',
                title: t('signing_keys.algorithms.ec'),
                description: t('signing_keys.algorithms.ec_description'),
                'data-testid': 'algorithm-EC',
              },
              {
                value: 'RSA',
                title: t('signing_keys.algorithms.rsa'),
                description: t('signing_keys.algorithms.rsa_description'),
                'data-testid': 'algorithm-RSA',
              },
            ]}
          />
          <p className={styles.description}>{t('signing_keys.private_keys.rotate_algorithm_note')}</p>
        </div>
      )}
    </Modal>
  );
};
