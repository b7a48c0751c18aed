import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { useDocumentTitle } from '../../hooks/use-document-title';
import { InteractionGate } from '../../interaction/interaction-gate';
import { screenPaths } from '../../interaction/screen-links';
import { ConsentView } from './consent-view';

export const ConsentPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.consent'));
  const location = useLocation();
  return (
    <InteractionGate>
      {(interaction) =>
        interaction.prompt === 'login' ? (
          // Nobody is signed in yet; consent comes after.
          <Navigate to={{ pathname: screenPaths.signIn, search: location.search }} replace />
        ) : (
          <ConsentView interaction={interaction} />
        )
      }
    </InteractionGate>
  );
};
