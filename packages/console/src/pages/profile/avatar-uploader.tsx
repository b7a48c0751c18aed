import type { UploadRules } from '@tessera/schemas';

import { useUploadAvatar } from '../../api/me/mutations';
import { FileUploader } from '../../components/file-uploader/file-uploader';

interface AvatarUploaderProps {
  rules: UploadRules;
  onUploaded: (url: string) => void;
}

/** Picks one image, checks it against the server's rules, uploads it and hands back its URL. */
export const AvatarUploader = ({ rules, onUploaded }: AvatarUploaderProps) => {
  const { mutateAsync: upload } = useUploadAvatar({ hideErrorToast: true });
  return (
    <FileUploader
      rules={rules}
      upload={(file, signal) => upload({ file, signal })}
      phrases="profile.avatar"
      data-testid="avatar-file-input"
      errorTestId="avatar-upload-error"
      onUploaded={onUploaded}
    />
  );
};
