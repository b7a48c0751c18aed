import { experiencePreviewReadyType, type ExperiencePreviewMessage } from '@tessera/schemas';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the preview frame told what to show: at once when the frame says it listens, and after
 * every change, at most once per animation frame however fast the admin types. Messages go only
 * to the frame's own origin.
 */
export const usePreviewMessages = (
  frame: RefObject<HTMLIFrameElement | null>,
  targetOrigin: string | undefined,
  message: ExperiencePreviewMessage,
) => {
  const latest = useRef(message);
  useEffect(() => {
    latest.current = message;
  }, [message]);

  useEffect(() => {
    if (!targetOrigin) {
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const isReady =
        event.origin === targetOrigin &&
        event.source === frame.current?.contentWindow &&
        typeof data === 'object' &&
        data !== null &&
        'type' in data &&
        data.type === experiencePreviewReadyType;
      if (isReady) {
        frame.current?.contentWindow?.postMessage(latest.current, targetOrigin);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, targetOrigin]);

  useEffect(() => {
    if (!targetOrigin) {
      return;
    }
    const handle = window.requestAnimationFrame(() => {
      frame.current?.contentWindow?.postMessage(message, targetOrigin);
    });
    return () => window.cancelAnimationFrame(handle);
  }, [frame, targetOrigin, message]);
};
