import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';

import { PageHeader } from '../../components/page-header/page-header';
import { displayIdentifier } from '../../flows/identifier';
import { codeStepGuard } from '../../flows/code-step';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { VerificationCodeForm } from './verification-code-form';

/**
 * The code screen of every flow. Its state comes from the screen that sent the code; without it
 * (a reload, a shared link) there is nothing to verify, so the user starts that flow again.
 */
export const VerificationCodePage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('verification_code.title'));
  const location = useLocation();
  const step = codeStepGuard.safeParse(location.state);
  if (!step.success) {
    // `/register/verification-code` → `/register`: the screen that sends the code.
    const pathname = location.pathname.replace(/\/verification-code$/, '');
    return <Navigate to={{ pathname, search: location.search }} replace />;
  }
  return (
    <section data-testid="page-verification-code">
      <PageHeader
        title={t('verification_code.title')}
        description={t('verification_code.sent_to', {
          target: displayIdentifier(step.data.identifier),
        })}
      />
      <VerificationCodeForm step={step.data} />
    </section>
  );
};
