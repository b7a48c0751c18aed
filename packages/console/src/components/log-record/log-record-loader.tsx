import type { Log } from '@tessera/schemas';
import type { ReactNode } from 'react';

import { useLog } from '../../api/logs/queries';
import { Card } from '../../ds/card/card';
import { DetailsLoadError } from '../details-load-error/details-load-error';
import styles from './log-record.module.css';

interface LogRecordLoaderProps {
  logId: string;
  /** Said when the log does not exist (404). */
  notFoundText: string;
  /** The list the log was opened from, for the "not found" link. */
  backTo: string;
  backToTitle: string;
  /** Skeletons shown in a busy card while the log loads. */
  skeleton: ReactNode;
  'data-testid'?: string;
  children: (log: Log) => ReactNode;
}

/** Loads one log record: a busy card while it loads, "not found" or a retry when it cannot, then the record. */
export const LogRecordLoader = ({
  logId,
  notFoundText,
  backTo,
  backToTitle,
  skeleton,
  'data-testid': loadingTestId,
  children,
}: LogRecordLoaderProps) => {
  const query = useLog(logId);

  if (query.isError) {
    return (
      <DetailsLoadError
        error={query.error}
        notFoundText={notFoundText}
        backTo={backTo}
        backToTitle={backToTitle}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Card aria-busy className={styles.card} data-testid={loadingTestId}>
        {skeleton}
      </Card>
    );
  }
  return <>{children(query.data)}</>;
};
