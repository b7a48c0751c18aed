import { formatUploadLimit, uploadExtensionsOf, validateUploadFiles, type UploadRules } from '@tessera/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getAuthFailure } from '../../api/auth-failure';
import { getErrorMessage } from '../../api/error-message';
import { RequestError } from '../../api/request-error';
import { Spinner } from '../../ds/spinner/spinner';
import styles from './file-uploader.module.css';

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'error'; message: string };

/** Where an uploader's texts live: each area words its own (upload, uploading, hint, errors). */
type UploaderPhrases = 'profile.avatar' | 'sign_in_experience.uploader';

interface FileUploaderProps {
  rules: UploadRules;
  /** Stores the file and answers its public URL. */
  upload: (file: File, signal: AbortSignal) => Promise<string>;
  onUploaded: (url: string) => void;
  phrases: UploaderPhrases;
  /** Names the file picker for readers when the page has several. */
  inputLabel?: string;
  'data-testid'?: string;
  errorTestId?: string;
}

/**
 * Picks one file, checks it against the upload rules (count, then type, then size) before
 * sending anything, uploads it and hands back its URL. Its states are idle, uploading and error
 * (spec 000 §4.12); an upload cut short by leaving says nothing.
 */
export const FileUploader = ({ rules, upload, onUploaded, phrases, inputLabel, 'data-testid': testId, errorTestId }: FileUploaderProps) => {
  const { t } = useTranslation();
  const inputId = useId();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const abort = useRef<AbortController>(undefined);

  useEffect(() => () => abort.current?.abort(), []);

  const onFiles = async (files: File[]) => {
    const problem = validateUploadFiles(files, rules);
    if (problem) {
      setState({ kind: 'error', message: t(`${phrases}.${problem.code}`, problem.interpolation) });
      return;
    }
    const [file] = files;
    if (!file) {
      return;
    }
    abort.current = new AbortController();
    setState({ kind: 'uploading' });
    try {
      onUploaded(await upload(file, abort.current.signal));
      setState({ kind: 'idle' });
    } catch (error) {
      if (abort.current.signal.aborted || (error instanceof RequestError && getAuthFailure(error))) {
        // Aborted: nothing to say. A session failure: the auth layer takes over.
        return;
      }
      // The server's own reason (a type or size it refuses) says what to change; "try again" is
      // only for answers that carry none (network, timeout, an unreadable body).
      const hasReason = error instanceof RequestError && error.body !== undefined;
      setState({ kind: 'error', message: hasReason ? getErrorMessage(error, t) : t(`${phrases}.error_upload`) });
    }
  };

  const isUploading = state.kind === 'uploading';
  return (
    <div className={styles.uploader}>
      <label htmlFor={inputId} className={styles.uploadButton} aria-disabled={isUploading || undefined}>
        {isUploading && <Spinner size="small" />}
        {t(isUploading ? `${phrases}.uploading` : `${phrases}.upload`)}
      </label>
      <input
        id={inputId}
        type="file"
        aria-label={inputLabel}
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
        {t(`${phrases}.hint`, { extensions: uploadExtensionsOf(rules.mimeTypes), limit: formatUploadLimit(rules.maxBytes) })}
      </p>
      {state.kind === 'error' && (
        <p className={styles.error} role="alert" data-testid={errorTestId}>
          {state.message}
        </p>
      )}
    </div>
  );
};
