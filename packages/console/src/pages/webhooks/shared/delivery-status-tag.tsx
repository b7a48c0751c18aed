import type { LogResult } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Tag } from '../../../ds/tag/tag';

/** Whether a delivery got a 2xx answer, with the status code when one came. */
export const DeliveryStatusTag = ({
  result,
  statusCode,
}: {
  result: LogResult;
  statusCode?: number;
}) => {
  const { t } = useTranslation();
  const text =
    result === 'Success'
      ? t('webhooks.recent_requests.status_success')
      : t('webhooks.recent_requests.status_error');
  return (
    <Tag variant={result === 'Success' ? 'success' : 'danger'} data-testid="delivery-status">
      {statusCode === undefined ? text : `${statusCode} · ${text}`}
    </Tag>
  );
};
