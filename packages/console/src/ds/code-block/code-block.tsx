import { CheckIcon } from '../icons/icons';
import { CopyIcon } from '../icons/action-icons';
import { IconButton } from '../icon-button/icon-button';
import { useCopy } from '../copy/use-copy';
import styles from './code-block.module.css';

interface CodeBlockProps {
  code: string;
  /** File name or language shown above the code. */
  title: string;
  copyLabel: string;
  copiedLabel: string;
  'data-testid'?: string;
}

/** A block of code with a copy button. */
export const CodeBlock = ({ code, title, copyLabel, copiedLabel, 'data-testid': testId }: CodeBlockProps) => {
  const { copy, isCopied } = useCopy();
  return (
    <div className={styles.block} data-testid={testId}>
      <div className={styles.header}>
        <span>{title}</span>
        <IconButton size="small" label={isCopied ? copiedLabel : copyLabel} onClick={() => void copy(code)}>
          {isCopied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        </IconButton>
      </div>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
    </div>
  );
};
