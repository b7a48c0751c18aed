import type { SignInExperience } from '@tessera/schemas';
import clsx from 'clsx';
import type { ReactNode } from 'react';

import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import styles from './experience-layout.module.css';

type FrameProps = {
  /** The tenant's logos, once its sign-in experience is known. */
  branding?: SignInExperience['branding'];
  /** The preview's mobile layout: the card fills a phone-sized screen. */
  isMobile?: boolean;
  /** The language and theme controls; the preview leaves them to the console. */
  hasFooter?: boolean;
  children: ReactNode;
};

/** The card every page sits in, with the tenant's logo above and the footer below. */
export const ExperienceFrame = ({
  branding,
  isMobile = false,
  hasFooter = true,
  children,
}: FrameProps) => (
  <>
    <main className={clsx(styles.main, isMobile && styles.mobile)}>
      <div className={styles.card}>
        {branding && <BrandLogo branding={branding} />}
        {children}
      </div>
    </main>
    {hasFooter && <Footer />}
  </>
);
