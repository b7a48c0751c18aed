import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** Declarative form of useUnsavedChangesGuard for forms that never navigate away themselves. */
export const UnsavedChangesGuard = ({ isDirty }: { isDirty: boolean }) => {
  useUnsavedChangesGuard(isDirty);
  return null;
};
