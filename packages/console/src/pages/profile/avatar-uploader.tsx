import { formatUploadLimit, uploadExtensionsOf, validateUploadFiles, type UploadRules } from '@tessera/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { useUploadAvatar } from '../../api/me/mutations';
import { RequestError } from '../../api/request-error';
import { Spinner } from '../../ds/spinner/spinner';
import styles from './profile.module.css';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; message: string };

interface AvatarUploaderProps {
  rules: UploadRules;
  onUploaded: (url: string) => void;
}

/** Picks one image, checks it against the server's rules, uploads it and hands back its URL. */
export const AvatarUploader = ({ rules, onUploaded }: AvatarUploaderProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { mutateAsync: upload } = useUploadAvatar({ hideErrorToast: true });
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const abort = useRef<AbortController>(undefined);

  useEffect(() => () => abort.current?.abort(), []);

  const onFiles = async (files: File[]) => {
    const problem = validateUploadFiles(files, rules);
    if (problem) {
      setState({ kind: 'error', message: t(`profile.avatar.${problem.code}`, problem.interpolation) });
      return;
    }
    const [file] = files;
    if (!file) {
      return;
    }
    abort.current = new AbortController();
    setState({ kind: 'uploading' });
    try {
      onUploaded(await upload({ file, signal: abort.current.signal }));
      setState({ kind: 'idle' });
    } catch (error) {
      if (abort.current.signal.aborted || (error instanceof RequestError && getAuthFailure(error))) {
        // Aborted: nothing to say. A session failure: the auth layer takes over.
        return;
      }
      // The server's own reason (a type or size it refuses) says what to change; "try again" is
      // only for answers that carry none (network, timeout, an unreadable body).
      const hasReason = error instanceof RequestError && error.body !== undefined;
      setState({ kind: 'error', message: hasReason ? getErrorMessage(error, t) : t('profile.avatar.error_upload') });
    }
  };

  const isUploading = state.kind === 'uploading';
  return (
    <div className={styles.uploader}>
      <label htmlFor={inputId} className={styles.uploadButton} aria-disabled={isUploading || undefined}>
        {isUploading && <Spinner size="small" />}
        {t(isUploading ? 'profile.avatar.uploading' : 'profile.avatar.upload')}
      </label>
      <input
        id={inputId}
        type="file"
        className={styles.fileInput}
        accept={rules.mimeTypes.join(',')}
        disabled={isUploading}
        data-testid="avatar-file-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again must fire `change` again.
          event.currentTarget.value = '';
          void onFiles(files);
        }}
      />
      <p className={styles.hint}>
        {t('profile.avatar.hint', {
          extensions: uploadExtensionsOf(rules.mimeTypes),
          limit: formatUploadLimit(rules.maxBytes),
        })}
      </p>
      {state.kind === 'error' && (
        <p className={styles.error} role="alert" data-testid="avatar-upload-error">
          {state.message}
        </p>
      )}
    </div>
  );
};
