import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { DetailsPage } from '../../../components/details-page/details-page';
import { LogDetails } from './log-details';

/** The page of one audit log (`{logId}` from the route), with the way back to where it was opened. */
export const LogDetailsPage = ({ backTo, backToTitle }: { backTo: string; backToTitle: string }) => {
  const { t } = useTranslation();
  const { logId = '' } = useParams();
  return (
    <DetailsPage title={t('details.log')} subtitle={logId} backTo={backTo} backToTitle={backToTitle}>
      <LogDetails logId={logId} backTo={backTo} backToTitle={backToTitle} />
    </DetailsPage>
  );
};
