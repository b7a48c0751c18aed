import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from '../shared/enterprise-sso.module.css';
import { readCertificateFile } from './certificate-file';

interface CertificateFileInputProps {
  onLoaded: (certificate: string) => void;
}

/** Reads the IdP's signing certificate from a file into the certificate field. */
export const CertificateFileInput = ({ onLoaded }: CertificateFileInputProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <div>
      <label htmlFor={inputId} className={styles.fileButton}>
        {t('enterprise_sso.connection.certificate_upload')}
      </label>
      <input
        id={inputId}
        type="file"
        className={styles.fileInput}
        accept=".pem,.cer,.crt,.der,application/x-x509-ca-cert,application/x-pem-file"
        data-testid="sso-saml-certificate-file"
        onChange={(event) => {
          const [file] = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again must fire `change` again.
          event.currentTarget.value = '';
          if (!file) {
            return;
          }
          void readCertificateFile(file).then((certificate) => {
            setHasFailed(!certificate);
            if (certificate) {
              onLoaded(certificate);
            }
          });
        }}
      />
      {hasFailed && (
        <p role="alert" className={styles.error} data-testid="sso-saml-certificate-file-error">
          {t('enterprise_sso.connection.certificate_unreadable')}
        </p>
      )}
    </div>
  );
};
