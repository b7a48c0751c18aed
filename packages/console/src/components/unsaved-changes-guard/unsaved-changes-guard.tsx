import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

/** Declarative form of useUnsavedChangesGuard for forms that never navigate away themselves. */
export const UnsavedChangesGuard = ({ isDirty, basePath }: { isDirty: boolean; basePath?: string }) => {
  useUnsavedChangesGuard(isDirty, basePath);
  return null;
};
