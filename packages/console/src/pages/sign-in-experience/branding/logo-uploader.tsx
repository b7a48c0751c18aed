import { formatUploadLimit, uploadExtensionsOf, validateUploadFiles, type UploadRules } from '@tessera/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../../api/auth-failure';
import { getErrorMessage } from '../../../api/error-message';
import { RequestError } from '../../../api/request-error';
import { useUploadAsset } from '../../../api/sign-in-exp/assets';
import { Spinner } from '../../../ds/spinner/spinner';
import styles from '../sign-in-experience.module.css';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; message: string };

interface LogoUploaderProps {
  /** Names the file picker for readers: "Upload Logo". */
  label: string;
  rules: UploadRules;
  onUploaded: (url: string) => void;
  'data-testid'?: string;
}

/**
 * Uploads one logo or favicon under the logo rules of spec 001 §5 (one file, logo types, the
 * smaller size cap) and hands back its URL. Uploading, error and idle are its only states; an
 * upload cut short by leaving the page says nothing.
 */
export const LogoUploader = ({ label, rules, onUploaded, 'data-testid': testId }: LogoUploaderProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const { mutateAsync: upload } = useUploadAsset({ hideErrorToast: true });
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const abort = useRef<AbortController>(undefined);

  useEffect(() => () => abort.current?.abort(), []);

  const onFiles = async (files: File[]) => {
    const problem = validateUploadFiles(files, rules);
    if (problem) {
      setState({ kind: 'error', message: t(`sign_in_experience.uploader.${problem.code}`, problem.interpolation) });
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
        return;
      }
      const hasReason = error instanceof RequestError && error.body !== undefined;
      setState({ kind: 'error', message: hasReason ? getErrorMessage(error, t) : t('sign_in_experience.uploader.error_upload') });
    }
  };

  const isUploading = state.kind === 'uploading';
  return (
    <div className={styles.uploader}>
      <label htmlFor={inputId} className={styles.uploadButton} aria-disabled={isUploading || undefined}>
        {isUploading && <Spinner size="small" />}
        {t(isUploading ? 'sign_in_experience.uploader.uploading' : 'sign_in_experience.uploader.upload')}
      </label>
      <input
        id={inputId}
        type="file"
        aria-label={t('sign_in_experience.uploader.upload_label', { label })}
        className={styles.fileInput}
        accept={rules.mimeTypes.join(',')}
        disabled={isUploading}
        data-testid={testId}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Choosing the same file again must fire `change` again.
          event.currentTarget.value = '';
          void onFiles(files);
        }}
      />
      <p className={styles.hint}>
        {t('sign_in_experience.uploader.hint', {
          extensions: uploadExtensionsOf(rules.mimeTypes),
          limit: formatUploadLimit(rules.maxBytes),
        })}
      </p>
      {state.kind === 'error' && (
        <p className={styles.error} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
};
