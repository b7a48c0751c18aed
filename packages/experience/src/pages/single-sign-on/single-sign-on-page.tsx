import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { PageHeader } from '../../components/page-header/page-header';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { InteractionGate } from '../../interaction/interaction-gate';
import { screenPaths } from '../../interaction/screen-links';
import { useSignInExperience } from '../../sign-in-exp/sign-in-exp-context';
import { OtherWayLink } from './other-way-link';
import { SingleSignOnForm } from './single-sign-on-form';

/** `/sign-in/single-sign-on`: the work email that leads to the company's identity provider. */
export const SingleSignOnPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('single_sign_on.page_title'));
  const { singleSignOnEnabled } = useSignInExperience();
  const { search } = useLocation();

  if (!singleSignOnEnabled) {
    return <Navigate to={{ pathname: screenPaths.signIn, search }} replace />;
  }
  return (
    <InteractionGate>
      {(interaction) => (
        <section data-testid="page-single-sign-on">
          <PageHeader
            title={t('single_sign_on.title')}
            description={t('single_sign_on.description')}
          />
          <SingleSignOnForm defaultEmail={interaction.loginHint ?? undefined} />
          <OtherWayLink />
        </section>
      )}
    </InteractionGate>
  );
};
