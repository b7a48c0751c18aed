import type { UploadRules } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useUploadAsset } from '../../../api/sign-in-exp/assets';
import { FileUploader } from '../../../components/file-uploader/file-uploader';

interface LogoUploaderProps {
  /** Names the file picker for readers: "Upload Logo image". */
  label: string;
  rules: UploadRules;
  onUploaded: (url: string) => void;
  'data-testid'?: string;
}

/** Uploads one logo or favicon of the tenant under the logo rules (spec 001 §5). */
export const LogoUploader = ({ label, rules, onUploaded, 'data-testid': testId }: LogoUploaderProps) => {
  const { t } = useTranslation();
  const { mutateAsync: upload } = useUploadAsset({ hideErrorToast: true });
  return (
    <FileUploader
      rules={rules}
      upload={(file, signal) => upload({ file, signal })}
      phrases="sign_in_experience.uploader"
      inputLabel={t('sign_in_experience.uploader.upload_label', { label })}
      data-testid={testId}
      onUploaded={onUploaded}
    />
  );
};
