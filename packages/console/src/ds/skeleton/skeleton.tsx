import clsx from 'clsx';
import type { CSSProperties } from 'react';

import styles from './skeleton.module.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/** A placeholder block; its container carries the busy state for assistive technology. */
export const Skeleton = ({ width = '100%', height = 16, className }: SkeletonProps) => (
  <span aria-hidden className={clsx(styles.skeleton, className)} style={{ width, height }} />
);
