import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useExperienceEnv } from '../../app/experience-env';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import formStyles from '../../components/form-layout/form-layout.module.css';
import { PageHeader } from '../../components/page-header/page-header';
import { TextField } from '../../components/text-field/text-field';
import type { DeviceFragment } from './device-fragment';
import { readDeviceProblem } from './device-fragment';
import styles from './device-page.module.css';

/**
 * Step one: the user types the code their device shows. A plain form to the provider's
 * verification endpoint, so it works without scripts. Opened from the provider it posts with the
 * session's secret; opened directly it asks the provider to start over with the code.
 */
export const DeviceCodeForm = ({ fragment }: { fragment: DeviceFragment }) => {
  const { t } = useTranslation();
  const { tenantPrefix } = useExperienceEnv();
  const [searchParams] = useSearchParams();
  const problem = readDeviceProblem(searchParams.get('error'));
  const typed = searchParams.get('user_code') ?? '';
  const isCodeProblem = problem === 'not_found' || problem === 'expired' || problem === 'used';

  return (
    <section data-testid="page-device">
      <PageHeader title={t('device.title')} description={t('device.description')} />
      {problem && !isCodeProblem && (
        <Alert tone={problem === 'aborted' ? 'warning' : 'error'} data-testid="form-error">
          {t(`device.error.${problem}`)}
        </Alert>
      )}
      <form
        className={formStyles.form}
        method={fragment.xsrf ? 'post' : 'get'}
        action={`${tenantPrefix}/oidc/device`}
      >
        {fragment.xsrf && <input type="hidden" name="xsrf" value={fragment.xsrf} />}
        <TextField
          name="user_code"
          label={t('device.code_label')}
          className={styles.codeField}
          defaultValue={typed}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          // The page exists to type this one code.
          autoFocus
          errors={isCodeProblem ? [t(`device.error.${problem}`)] : []}
        />
        <div className={formStyles.actions}>
          <Button type="submit" data-testid="device-submit">
            {t('action.continue')}
          </Button>
        </div>
      </form>
    </section>
  );
};
