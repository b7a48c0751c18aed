import { z } from 'zod';

import { languageTagGuard } from './common';
import { customPhraseUpsertGuard } from './custom-phrase';
import { signInExperienceGuard } from './sign-in-experience';

/*
 * The console's live preview: it frames the sign-in app at `/sign-in?preview=true` and posts the
 * unsaved settings to it on every change, so the frame re-renders without a reload. The sign-in
 * app accepts these messages only in preview mode and only from its own origin's console.
 */

/** The query flag that puts the sign-in app in preview mode. */
export const experiencePreviewQueryKey = 'preview';

/** The `type` every preview message carries, so other posted messages are ignored. */
export const experiencePreviewMessageType = 'tessera:experience-preview';

/** What the preview frame is told: the settings as edited, and how to show them. */
export const experiencePreviewMessageGuard = z.object({
  type: z.literal(experiencePreviewMessageType),
  signInExperience: signInExperienceGuard,
  /** Custom phrases as edited, for the previewed language only. */
  customPhrases: customPhraseUpsertGuard.optional(),
  language: languageTagGuard,
  mode: z.enum(['light', 'dark']),
  platform: z.enum(['web', 'mobile']),
  /** Which screen to show; the sign-in screen when absent. */
  screen: z.enum(['signIn', 'register', 'forgotPassword']).optional(),
});
export type ExperiencePreviewMessage = z.infer<typeof experiencePreviewMessageGuard>;

/** Posted by the frame once it listens, so the console sends the current settings right away. */
export const experiencePreviewReadyType = 'tessera:experience-preview-ready';
