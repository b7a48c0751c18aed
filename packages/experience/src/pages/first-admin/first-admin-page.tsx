import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/page-header/page-header';
import { useExperienceConfig } from '../../config/config-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AlreadySetUp } from './already-set-up';
import { ConsoleSignInGate } from './console-sign-in-gate';
import { FirstAdminForm } from './first-admin-form';

/** Creates the console's first administrator in the console's sign-in, which it then completes. */
export const FirstAdminPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.first_admin'));
  const { isFirstAdminRequired } = useExperienceConfig();
  const [isTaken, setIsTaken] = useState(false);

  return (
    <section data-testid="page-first-admin">
      {isFirstAdminRequired && !isTaken ? (
        <ConsoleSignInGate>
          <PageHeader title={t('first_admin.title')} description={t('first_admin.description')} />
          <FirstAdminForm onAlreadySetUp={() => setIsTaken(true)} />
        </ConsoleSignInGate>
      ) : (
        <AlreadySetUp />
      )}
    </section>
  );
};
