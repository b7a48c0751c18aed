import { productName } from '@tessera/schemas';
import { useEffect } from 'react';

export const formatDocumentTitle = (pageName: string) => `${pageName} - ${productName}`;

/** Sets `document.title` to "{page} - {product}" while the calling screen is shown. */
export const useDocumentTitle = (pageName: string) => {
  useEffect(() => {
    document.title = formatDocumentTitle(pageName);
  }, [pageName]);
};
