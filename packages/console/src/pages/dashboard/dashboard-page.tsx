import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useActiveUsers, useNewUsers, useTotalUsers } from '../../api/dashboard/queries';
import { ListPage } from '../../components/list-page/list-page';
import { StatCard } from './cards/stat-card';
import { ActiveUsersSection } from './chart/active-users-section';
import styles from './dashboard-page.module.css';

/** Today as the server counts days: UTC. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The picked day from `?date=`, if it is a real day not after today. */
const readDate = (value: string | null, today: string) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value <= today
    ? value
    : today;

/** `/dashboard`: users in total, new and active, with the active users of the picked day. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayUtc();
  const date = readDate(searchParams.get('date'), today);
  const total = useTotalUsers();
  const newUsers = useNewUsers();
  const active = useActiveUsers(date);
  const failed = total.isError || newUsers.isError || active.isError;

  return (
    <ListPage title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')}>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t('dashboard.load_failed')}
        </p>
      )}
      <div className={styles.cards}>
        <StatCard
          title={t('dashboard.total_users')}
          count={total.data?.totalUserCount}
          hasError={total.isError}
          data-testid="dashboard-total"
        />
        <StatCard
          title={t('dashboard.new_users_today')}
          count={newUsers.data?.today.count}
          hasError={newUsers.isError}
          delta={newUsers.data?.today.delta}
          data-testid="dashboard-new-today"
        />
        <StatCard
          title={t('dashboard.new_users_7_days')}
          count={newUsers.data?.last7Days.count}
          hasError={newUsers.isError}
          delta={newUsers.data?.last7Days.delta}
          data-testid="dashboard-new-7-days"
        />
      </div>
      <div className={styles.cards}>
        <StatCard
          title={t('dashboard.daily_active_users')}
          count={active.data?.dau.count}
          hasError={active.isError}
          delta={active.data?.dau.delta}
          data-testid="dashboard-dau"
        />
        <StatCard
          title={t('dashboard.weekly_active_users')}
          count={active.data?.wau.count}
          hasError={active.isError}
          delta={active.data?.wau.delta}
          data-testid="dashboard-wau"
        />
        <StatCard
          title={t('dashboard.monthly_active_users')}
          count={active.data?.mau.count}
          hasError={active.isError}
          delta={active.data?.mau.delta}
          data-testid="dashboard-mau"
        />
      </div>
      <ActiveUsersSection
        date={date}
        maxDate={today}
        onDateChange={(value) =>
          setSearchParams(value === today ? {} : { date: value }, { replace: true })
        }
      />
    </ListPage>
  );
}
