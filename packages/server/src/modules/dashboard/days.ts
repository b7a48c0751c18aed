const dayMs = 86_400_000;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Midnight UTC starting a day. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => dayOf(new Date(startOfDay(day).getTime() + count * dayMs));

/** Days from `first` to `last`, both included (empty when `first` is after `last`). */
export const daysBetween = (first: string, last: string) => {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
};
