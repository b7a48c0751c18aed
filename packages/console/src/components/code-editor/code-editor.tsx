import { lazy, Suspense } from 'react';

import type { CodeEditorProps } from './code-editor-props';
import styles from './code-editor.module.css';

/** The editor and its language packages are a chunk of their own, loaded when an editor shows. */
const CodemirrorEditor = lazy(() => import('./codemirror-editor'));

/** A code editor (JavaScript or JSON) that follows the console's theme; code always reads left to right. */
export const CodeEditor = ({
  loadingText,
  ...props
}: CodeEditorProps & { loadingText: string }) => (
  <div className={styles.frame}>
    <Suspense
      fallback={
        <p
          className={styles.loading}
          style={{ minHeight: props.minHeight ?? 160 }}
          aria-busy="true"
        >
          {loadingText}
        </p>
      }
    >
      <CodemirrorEditor {...props} />
    </Suspense>
  </div>
);
