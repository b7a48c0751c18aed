import { hookEventGuard, type HookLog } from '@tessera/schemas';

/** The event of a delivery log: its payload says it, else its key (`TriggerHook.{event}`). */
export const eventOfHookLog = (log: HookLog) =>
  log.payload.event ?? hookEventGuard.safeParse(log.key.replace(/^TriggerHook\./, '')).data;
