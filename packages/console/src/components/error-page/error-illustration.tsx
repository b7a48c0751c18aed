/** A broken tile, drawn with theme variables so it suits light and dark. */
export const ErrorIllustration = () => (
  <svg width="160" height="120" viewBox="0 0 160 120" aria-hidden focusable={false}>
    <rect x="20" y="14" width="120" height="92" rx="16" fill="var(--color-illustration-bg)" />
    <path d="M46 40h30v30H46z" fill="var(--color-primary)" />
    <path d="M84 40h30l-8 14 8 16H84z" fill="var(--color-primary)" opacity="0.55" />
    <path d="M46 78h30v8H46z" fill="var(--color-text-secondary)" opacity="0.4" />
    <circle cx="118" cy="30" r="10" fill="var(--color-danger)" />
    <path d="M118 25v6M118 35h.01" stroke="var(--color-on-primary)" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
