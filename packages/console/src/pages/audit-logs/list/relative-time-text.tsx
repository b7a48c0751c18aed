import { useTranslation } from 'react-i18next';

import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { formatRelativeTime } from '../relative-time';

/** "3 minutes ago", with the exact date and time on hover and for assistive technology. */
export const RelativeTimeText = ({ time }: { time: number }) => {
  const { i18n } = useTranslation();
  const { formatDateTime } = useFormatDate();
  const exact = formatDateTime(time);
  return (
    <time dateTime={new Date(time).toISOString()} title={exact}>
      {formatRelativeTime(time, Date.now(), i18n.language)}
    </time>
  );
};
