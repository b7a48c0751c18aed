import { webhookEvents, type HookEvent } from '@tessera/schemas';

type EventGroup =
  | 'interaction'
  | 'user'
  | 'role'
  | 'scope'
  | 'organization'
  | 'organization_role'
  | 'organization_scope';
type EventAction =
  | 'post_register'
  | 'post_sign_in'
  | 'post_reset_password'
  | 'created'
  | 'deleted'
  | 'data_updated'
  | 'scopes_updated'
  | 'membership_updated'
  | 'suspension_status_updated';

/** `OrganizationRole` → `organization_role`. */
const toSnakeCase = (text: string) => text.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * Where an event sits in the picker: interaction events (no dot) in one group, data events
 * (`Entity.Action`) in their entity's group.
 */
export const eventPhrase = (event: HookEvent): { group: EventGroup; action: EventAction } => {
  const [entity = '', ...rest] = event.split('.');
  return rest.length === 0
    ? { group: 'interaction', action: toSnakeCase(entity) as EventAction }
    : {
        group: toSnakeCase(entity) as EventGroup,
        action: rest.map(toSnakeCase).join('_') as EventAction,
      };
};

/** The events grouped by kind, in the order of the spec's event list. */
export const hookEventGroups: ReadonlyArray<{ group: EventGroup; events: HookEvent[] }> =
  webhookEvents.reduce<Array<{ group: EventGroup; events: HookEvent[] }>>((groups, event) => {
    const { group } = eventPhrase(event);
    const existing = groups.find((entry) => entry.group === group);
    if (existing) {
      existing.events.push(event);
    } else {
      groups.push({ group, events: [event] });
    }
    return groups;
  }, []);

/** Delivery logs are keyed `TriggerHook.{event}`. */
export const hookLogKeyOf = (event: HookEvent) => `TriggerHook.${event}`;
