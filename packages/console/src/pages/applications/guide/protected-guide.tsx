import type { Application } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { GuideSteps } from '../../../components/guide-steps/guide-steps';
import { shellQuote } from '../../../components/guide-steps/code-literals';

/** A Protected app needs no code: visiting its host asks for sign-in first. */
export const ProtectedGuide = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const { host = '', origin = '' } = application.protectedAppMetadata ?? {};
  return (
    <GuideSteps
      steps={[
        {
          key: 'check',
          title: t('guide.protected.check'),
          description: t('guide.protected.description', { host, origin }),
          blocks: [{ title: 'shell', code: `curl -I ${shellQuote(`https://${host}`)}\n` }],
        },
      ]}
    />
  );
};
