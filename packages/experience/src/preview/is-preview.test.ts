import { experiencePreviewQueryKey } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { isPreview } from './is-preview';

describe('isPreview', () => {
  it('reads the query flag the console frames the app with', () => {
    expect(isPreview(`?${experiencePreviewQueryKey}=true`)).toBe(true);
    expect(isPreview('?uid=1&preview=true')).toBe(true);
    expect(isPreview('?preview=false')).toBe(false);
    expect(isPreview('')).toBe(false);
  });
});
