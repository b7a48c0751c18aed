import { experiencePreviewQueryKey } from '@tessera/schemas';

/** `/sign-in?preview=true`: the console's live preview frame. */
export const isPreview = (search: string): boolean =>
  new URLSearchParams(search).get(experiencePreviewQueryKey) === 'true';
