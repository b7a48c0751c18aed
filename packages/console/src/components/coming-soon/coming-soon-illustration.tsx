/** Tiles being laid: the area is under construction. */
export const ComingSoonIllustration = () => (
  <svg width="140" height="100" viewBox="0 0 140 100" aria-hidden focusable={false}>
    <rect x="10" y="10" width="120" height="80" rx="14" fill="var(--color-illustration-bg)" />
    <path d="M34 30h24v24H34z" fill="var(--color-primary)" />
    <path d="M62 30h24v24H62z" fill="var(--color-primary)" opacity="0.55" />
    <path d="M34 58h24v14H34z" fill="var(--color-primary)" opacity="0.55" />
    <path
      d="M62 58h24v24H62z"
      fill="none"
      stroke="var(--color-text-secondary)"
      strokeWidth="2"
      strokeDasharray="4 4"
    />
    <path d="M92 74l14-14 6 6-14 14h-6z" fill="var(--color-illustration-accent)" />
  </svg>
);
