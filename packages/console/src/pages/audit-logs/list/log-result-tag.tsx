import type { LogResult } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Tag } from '../../../ds/tag/tag';

/** Success or failure of a logged event, as a coloured badge. */
export const LogResultTag = ({ result }: { result: LogResult }) => {
  const { t } = useTranslation();
  return (
    <Tag variant={result === 'Success' ? 'success' : 'danger'} data-testid="log-result">
      {t(`audit_logs.result.${result}`)}
    </Tag>
  );
};
