import clsx from 'clsx';

import { getAvatarColorIndex, getAvatarLetter } from './avatar-color';
import styles from './avatar.module.css';

export type AvatarSize = 'small' | 'medium' | 'large';

interface AvatarProps {
  name: string;
  imageUrl?: string;
  size?: AvatarSize;
}

/** A picture when there is one, otherwise the name's first letter on a palette colour. */
export const Avatar = ({ name, imageUrl, size = 'medium' }: AvatarProps) =>
  imageUrl ? (
    <img className={clsx(styles.avatar, styles[size])} src={imageUrl} alt="" />
  ) : (
    <span
      aria-hidden
      className={clsx(styles.avatar, styles[size])}
      style={{ background: `var(--color-avatar-${getAvatarColorIndex(name)})` }}
    >
      {getAvatarLetter(name)}
    </span>
  );
