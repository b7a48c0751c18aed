import type { HookEvent } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { Checkbox } from '../../../ds/checkbox/checkbox';
import { eventPhrase, hookEventGroups } from './hook-events';
import styles from './event-picker.module.css';

interface EventPickerProps {
  value: readonly HookEvent[];
  onChange: (events: HookEvent[]) => void;
  /** Ids of the field's description and error. */
  describedBy?: string;
  labelledBy?: string;
}

/** Every webhook event as a checkbox, grouped by what it is about; a group can be checked at once. */
export const EventPicker = ({ value, onChange, describedBy, labelledBy }: EventPickerProps) => {
  const { t } = useTranslation();
  const checked = new Set(value);
  const toggle = (events: readonly HookEvent[], isOn: boolean) =>
    onChange(
      isOn
        ? [...value, ...events.filter((event) => !checked.has(event))]
        : value.filter((event) => !events.includes(event)),
    );

  return (
    <div
      className={styles.groups}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid="event-picker"
    >
      {hookEventGroups.map(({ group, events }) => {
        const count = events.filter((event) => checked.has(event)).length;
        return (
          <fieldset key={group} className={styles.group}>
            <legend className={styles.legend}>
              <label className={styles.label}>
                <Checkbox
                  checked={count === events.length}
                  isIndeterminate={count > 0 && count < events.length}
                  data-testid={`event-group-${group}`}
                  onChange={(event) => toggle(events, event.target.checked)}
                />
                {t(`webhooks.events.groups.${group}`)}
              </label>
            </legend>
            <ul className={styles.list}>
              {events.map((event) => (
                <li key={event}>
                  <label className={styles.label}>
                    <Checkbox
                      checked={checked.has(event)}
                      data-testid={`event-${event}`}
                      onChange={(change) => toggle([event], change.target.checked)}
                    />
                    <span>{t(`webhooks.events.actions.${eventPhrase(event).action}`)}</span>
                    <code className={styles.code} dir="ltr">
                      {event}
                    </code>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
};
