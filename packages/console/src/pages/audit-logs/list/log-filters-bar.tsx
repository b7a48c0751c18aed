import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Select } from '../../../ds/select/select';
import { describeLogKey, logKeys } from '../log-keys';

interface LogFiltersBarProps {
  logKey: string;
  onLogKeyChange: (logKey: string) => void;
  /** The application filter; left out where the list is fixed to one application. */
  application?: {
    value: string;
    options: ReadonlyArray<{ id: string; name: string }>;
    onChange: (applicationId: string) => void;
  };
  /** Actions at the end of the bar (export). */
  children?: ReactNode;
}

/** The event and application filters above the audit log. */
export const LogFiltersBar = ({
  logKey,
  onLogKeyChange,
  application,
  children,
}: LogFiltersBarProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Select
        aria-label={t('audit_logs.list.event_filter')}
        value={logKey}
        data-testid="log-event-filter"
        options={[
          { value: '', label: t('audit_logs.list.all_events') },
          ...logKeys.map((key) => ({ value: key, label: describeLogKey(t, key) })),
        ]}
        onChange={(event) => onLogKeyChange(event.target.value)}
      />
      {application && (
        <Select
          aria-label={t('audit_logs.list.application_filter')}
          value={application.value}
          data-testid="log-application-filter"
          options={[
            { value: '', label: t('audit_logs.list.all_applications') },
            ...application.options.map(({ id, name }) => ({ value: id, label: name })),
          ]}
          onChange={(event) => application.onChange(event.target.value)}
        />
      )}
      {children}
    </>
  );
};
