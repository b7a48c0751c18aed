import {
  experiencePreviewMessageGuard,
  experiencePreviewReadyType,
  type ExperiencePreviewMessage,
} from '@tessera/schemas';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The latest settings the console posted to this frame. Messages from another origin, and
 * anything not shaped as a preview message, are ignored. Once listening, the frame tells its
 * parent it is ready, so the console sends the current settings without waiting for a change.
 */
export const usePreviewMessage = (): ExperiencePreviewMessage | undefined => {
  const [message, setMessage] = useState<ExperiencePreviewMessage>();

  useEffect(() => {
    const { origin } = window.location;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) {
        return;
      }
      const parsed = experiencePreviewMessageGuard.safeParse(event.data);
      if (parsed.success) {
        // Rendered in this task, not a later one: a frame the browser paints in between would
        // still show the old settings, and the preview must follow an edit in the next frame.
        flushSync(() => setMessage(parsed.data));
      }
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: experiencePreviewReadyType }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return message;
};
