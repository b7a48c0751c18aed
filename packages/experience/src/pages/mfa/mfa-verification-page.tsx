import type { SignInMfaFactor } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/page-header/page-header';
import formStyles from '../../components/form-layout/form-layout.module.css';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { FactorList } from './factor-list';
import { FactorVerification } from './factor-verification';
import { factorPhraseKeys, useMfaStep } from './mfa-step';
import { StepLost } from './step-lost';

/**
 * Submit answered that the user must verify a second factor: one of `availableFactors`, chosen
 * from a list when there are several (the first is open at once), then submit again.
 */
export const MfaVerificationPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('mfa.page_title'));
  const step = useMfaStep();
  if (!step) {
    return <StepLost />;
  }
  return <Verification key={step.key} factors={step.availableFactors} />;
};

const Verification = ({ factors }: { factors: readonly SignInMfaFactor[] }) => {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SignInMfaFactor | undefined>(
    factors.length === 1 ? factors[0] : undefined,
  );
  const isChoosing = chosen === undefined;
  const hasOthers = factors.length > 1;

  return (
    <section data-testid="page-mfa-verification">
      <PageHeader title={t('mfa.verify_title')} description={t('mfa.verify_description')} />
      {isChoosing ? (
        <FactorList factors={factors} onChoose={setChosen} />
      ) : (
        <>
          <h2 className="visually-hidden">{t(`mfa.factor.${factorPhraseKeys[chosen]}`)}</h2>
          <FactorVerification key={chosen} factor={chosen} />
          {hasOthers && (
            <p className={formStyles.aside}>
              <button
                type="button"
                className={formStyles.linkButton}
                data-testid="other-method"
                onClick={() => setChosen(undefined)}
              >
                {t('mfa.other_method')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
};
