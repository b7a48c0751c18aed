import type { DailyActiveUserPoint } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/*
 * Its own chunk (the page loads it with React.lazy): the chart library stays out of the first
 * load. Colours are the theme's tokens, so light and dark both apply without a re-render.
 */

interface ActiveUsersChartProps {
  points: readonly DailyActiveUserPoint[];
}

const axisTick = { fill: 'var(--color-text-secondary)', fontSize: 12 };

/** Daily active users, one point per UTC day. */
export default function ActiveUsersChart({ points }: ActiveUsersChartProps) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const number = new Intl.NumberFormat(i18n.language);
  const formatDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

  return (
    <ResponsiveContainer width="100%" height={280}>
      <AreaChart data={[...points]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tick={axisTick}
          stroke="var(--color-border-strong)"
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => number.format(value)}
          tick={axisTick}
          stroke="var(--color-border-strong)"
          width={48}
        />
        <Tooltip
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value) => [number.format(Number(value)), t('dashboard.daily_active_users')]}
          contentStyle={{
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            color: 'var(--color-text)',
          }}
        />
        <Area
          type="monotone"
          dataKey="count"
          stroke="var(--color-primary)"
          fill="var(--color-primary-subtle)"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
