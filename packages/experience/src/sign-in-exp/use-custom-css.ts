import { useEffect } from 'react';

/** Marks the element so tests and the preview can find the tenant's stylesheet. */
export const customCssAttribute = 'data-custom-css';

/**
 * Adds the tenant's custom CSS as the last style element of the page, so it wins over the
 * app's own rules of the same specificity. Text content, never innerHTML: the CSS cannot
 * close the element and inject markup.
 */
export const useCustomCss = (css: string | null | undefined) => {
  useEffect(() => {
    if (!css) {
      return undefined;
    }
    const style = document.createElement('style');
    style.setAttribute(customCssAttribute, '');
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [css]);
};
