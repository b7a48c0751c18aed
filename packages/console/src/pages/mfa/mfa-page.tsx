import { useTranslation } from 'react-i18next';

import { useSignInExperience } from '../../api/sign-in-exp/queries';
import { useConsoleConfig } from '../../api/well-known/queries';
import { ListPage } from '../../components/list-page/list-page';
import { LoadError } from '../../components/load-error/load-error';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { Tag } from '../../ds/tag/tag';
import { MfaForm } from './mfa-form';
import { MfaProNotice } from './mfa-pro-notice';
import { PasskeySignInCard } from './passkey-sign-in-card';

/**
 * `/mfa`: which second factors users may set up and whether they must. In the cloud edition MFA
 * is a Pro plan feature (spec 000 §2.7), so the page carries the Pro tag and a note
 * saying so until the console user dismisses it.
 */
export default function MfaPage() {
  const { t } = useTranslation();
  const { edition } = useConsoleConfig();
  const { data, error, refetch } = useSignInExperience();
  const isCloud = edition === 'cloud';

  return (
    <ListPage
      title={t('pages.mfa.title')}
      subtitle={t('pages.mfa.subtitle')}
      actions={
        isCloud ? (
          <Tag variant="info" data-testid="mfa-pro-tag">
            {t('mfa.pro_tag')}
          </Tag>
        ) : undefined
      }
    >
      {isCloud && <MfaProNotice />}
      {data ? (
        <>
          <MfaForm saved={data} />
          <PasskeySignInCard saved={data} />
        </>
      ) : error ? (
        <LoadError data-testid="mfa-load-error" onRetry={() => void refetch()} />
      ) : (
        <LoadingView label={t('general.loading')} />
      )}
    </ListPage>
  );
}
