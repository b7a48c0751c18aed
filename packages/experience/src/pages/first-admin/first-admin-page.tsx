import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/page-header/page-header';
import { useExperienceConfig } from '../../config/config-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AlreadySetUp } from './already-set-up';
import { FirstAdminForm } from './first-admin-form';

/** Creates the console's first administrator; needs no OIDC interaction. */
export const FirstAdminPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.first_admin'));
  const { isFirstAdminRequired } = useExperienceConfig();
  const [isTaken, setIsTaken] = useState(false);

  return (
    <section data-testid="page-first-admin">
      {isFirstAdminRequired && !isTaken ? (
        <>
          <PageHeader title={t('first_admin.title')} description={t('first_admin.description')} />
          <FirstAdminForm onAlreadySetUp={() => setIsTaken(true)} />
        </>
      ) : (
        <AlreadySetUp />
      )}
    </section>
  );
};
