import styles from './not-found.module.css';

/**
 * A lost-tile scene drawn with theme variables; the sky shows a sun in the light theme and a
 * moon with stars in the dark theme (switched in CSS on <html data-theme>).
 */
export const NotFoundIllustration = () => (
  <svg className={styles.illustration} width="240" height="160" viewBox="0 0 240 160" aria-hidden focusable={false}>
    <rect x="10" y="10" width="220" height="140" rx="20" fill="var(--color-illustration-bg)" />
    <g className={styles.lightOnly}>
      <circle cx="190" cy="44" r="14" fill="var(--color-illustration-accent)" />
      <path
        d="M190 20v-4M190 72v-4M214 44h4M162 44h4M207 27l3-3M170 64l3-3M207 61l3 3M170 24l3 3"
        stroke="var(--color-illustration-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </g>
    <g className={styles.darkOnly}>
      <path d="M196 30a16 16 0 1 0 10 26 13 13 0 0 1-10-26Z" fill="var(--color-illustration-accent)" />
      <circle cx="160" cy="30" r="2" fill="var(--color-illustration-accent)" />
      <circle cx="214" cy="70" r="2" fill="var(--color-illustration-accent)" />
      <circle cx="150" cy="58" r="1.5" fill="var(--color-illustration-accent)" />
    </g>
    <path d="M48 58h36v36H48z" fill="var(--color-primary)" />
    <path d="M92 58h36v36H92z" fill="var(--color-primary)" opacity="0.55" />
    <path d="M48 102h36v36H48z" fill="var(--color-primary)" opacity="0.55" />
    <path
      d="M98 108h30v30H98z"
      fill="none"
      stroke="var(--color-text-secondary)"
      strokeWidth="2"
      strokeDasharray="5 4"
    />
    <text x="113" y="129" textAnchor="middle" fontSize="18" fontWeight="700" fill="var(--color-text-secondary)">
      ?
    </text>
  </svg>
);
