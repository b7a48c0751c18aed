import { render } from '@testing-library/react';
import { avatarPaletteSize } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';

import { getAvatarColorIndex } from '../../ds/avatar/avatar-color';
import { UserAvatar } from './user-avatar';
import { getUserDisplayName } from './user-display-name';

describe('user avatar fallback', () => {
  it('names the user by name, then username, then email', () => {
    expect(getUserDisplayName({ name: 'Grace', username: 'ghopper', primaryEmail: 'g@example.com' })).toBe('Grace');
    expect(getUserDisplayName({ name: '  ', username: 'ghopper', primaryEmail: 'g@example.com' })).toBe('ghopper');
    expect(getUserDisplayName({ name: null, username: null, primaryEmail: 'zoe@example.com' })).toBe('zoe@example.com');
    expect(getUserDisplayName({})).toBe('');
  });

  it('shows the first letter coloured from the 12-colour palette by its code point', () => {
    const { container } = render(<UserAvatar user={{ name: null, username: null, primaryEmail: 'zoe@example.com' }} />);
    const letter = container.querySelector('span');
    expect(letter?.textContent).toBe('Z');
    const slot = 'Z'.codePointAt(0)! % avatarPaletteSize;
    expect(getAvatarColorIndex('zoe@example.com')).toBe(slot);
    expect(letter?.getAttribute('style')).toContain(`--color-avatar-${slot}`);
  });

  it('shows the picture when there is one', () => {
    const { container } = render(<UserAvatar user={{ name: 'Ada', avatar: 'https://example.com/a.png' }} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });
});
