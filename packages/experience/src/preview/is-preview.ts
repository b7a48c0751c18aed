/**
 * The query flag of the console's preview frame (`experiencePreviewQueryKey` in the schemas).
 * Repeated here because this check runs on first load, which must not pull in the schemas
 * package; a test keeps the two in step.
 */
const previewQueryKey = 'preview';

/** `/sign-in?preview=true`: the console's live preview frame. */
export const isPreview = (search: string): boolean =>
  new URLSearchParams(search).get(previewQueryKey) === 'true';
