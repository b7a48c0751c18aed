import { useEffect } from 'react';

/** Names the page in the browser tab and for screen readers when the route changes. */
export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
};
