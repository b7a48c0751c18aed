import { useTranslation } from 'react-i18next';
import { Navigate, useMatch } from 'react-router';

import { useSignInExperience } from '../../api/sign-in-exp/queries';
import { ListPage } from '../../components/list-page/list-page';
import { LoadError } from '../../components/load-error/load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { SignInExperienceForm } from './form/sign-in-experience-form';
import { signInExperienceTabs } from './tabs';

/**
 * `/sign-in-experience/{tab}`; each tab is a nested route rendered inside the one form, beside
 * the live preview.
 */
export default function SignInExperiencePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath('sign-in-experience'), signInExperienceTabs);
  const { data, error, refetch } = useSignInExperience();
  // The bare path goes to the first tab at once, without waiting for the record to load.
  const isBarePath = useMatch('/:tenantId/sign-in-experience') !== null;
  if (isBarePath) {
    return <Navigate to={signInExperienceTabs[0]} replace />;
  }

  return (
    <ListPage title={t('pages.sign_in_experience.title')} subtitle={t('pages.sign_in_experience.subtitle')} tabs={tabs}>
      {data ? (
        <SignInExperienceForm saved={data} />
      ) : error ? (
        <LoadError data-testid="sign-in-experience-load-error" onRetry={() => void refetch()} />
      ) : (
        <LoadingView label={t('general.loading')} />
      )}
    </ListPage>
  );
}
