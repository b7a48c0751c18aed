import {
  jwtCustomizerErrorDataGuard,
  type CustomJwtTokenTypePath,
  type JwtCustomizerTest,
} from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { getErrorMessage } from '../../../api/error-message';
import { useTestJwtCustomizer } from '../../../api/jwt-customizer/mutations';
import { RequestError } from '../../../api/request-error';
import { Button } from '../../../ds/button/button';
import { CodeBlock } from '../../../ds/code-block/code-block';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import styles from './jwt-editor.module.css';

type TestOutcome = { claims: Record<string, unknown> } | { error: string };

/** The script's own failure (AccessDenied or General) with its message; anything else as usual. */
const describeFailure = (error: unknown, t: Parameters<typeof getErrorMessage>[1]) => {
  if (error instanceof RequestError) {
    const data = jwtCustomizerErrorDataGuard.safeParse(error.body?.data);
    if (data.success) {
      return `${data.data.errorCode}: ${data.data.message}`;
    }
  }
  return getErrorMessage(error, t);
};

interface JwtTestPanelProps {
  tokenType: CustomJwtTokenTypePath;
  /** The test body from the form, or undefined while the form is invalid (it shows why). */
  getTestInput: () => Promise<Omit<JwtCustomizerTest, 'tokenType'> | undefined>;
}

/** Runs the script on the samples in the server's sandbox and shows the claims or the error. */
export const JwtTestPanel = ({ tokenType, getTestInput }: JwtTestPanelProps) => {
  const { t } = useTranslation();
  const testScript = useTestJwtCustomizer();
  const [outcome, setOutcome] = useState<TestOutcome>();

  const run = async () => {
    const input = await getTestInput();
    if (!input) {
      return;
    }
    try {
      setOutcome({
        claims: await testScript.mutateAsync({ ...input, tokenType } as JwtCustomizerTest),
      });
    } catch (error) {
      setOutcome({ error: describeFailure(error, t) });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="jwt-test-title" data-testid="jwt-test-panel">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="jwt-test-title" className={styles.title}>
            {t('custom_jwt.test.title')}
          </h2>
          <p className={styles.description}>{t('custom_jwt.test.description')}</p>
        </div>
        <Button
          variant="primary"
          isLoading={testScript.isPending}
          data-testid="jwt-run-test"
          onClick={() => void run()}
        >
          {t('custom_jwt.test.run')}
        </Button>
      </div>
      <div aria-live="polite" data-testid="jwt-test-result">
        {outcome === undefined && <p className={styles.description}>{t('custom_jwt.test.idle')}</p>}
        {outcome && 'claims' in outcome && (
          <CodeBlock
            title={t('custom_jwt.test.claims')}
            code={JSON.stringify(outcome.claims, null, 2)}
            copyLabel={t('shared_form.copy_value', { label: t('custom_jwt.test.claims') })}
            copiedLabel={t('shared_form.copied')}
            data-testid="jwt-test-claims"
          />
        )}
        {outcome && 'error' in outcome && (
          <InlineAlert variant="danger" data-testid="jwt-test-error">
            <strong>{t('custom_jwt.test.error')}</strong> <span dir="ltr">{outcome.error}</span>
          </InlineAlert>
        )}
      </div>
    </section>
  );
};
