/** A finished mosaic: the tenant is ready to use. */
export const WelcomeIllustration = () => (
  <svg width="140" height="100" viewBox="0 0 140 100" aria-hidden focusable={false}>
    <rect x="10" y="10" width="120" height="80" rx="14" fill="var(--color-illustration-bg)" />
    <path d="M34 26h24v24H34z" fill="var(--color-primary)" />
    <path d="M62 26h24v24H62z" fill="var(--color-primary)" opacity="0.55" />
    <path d="M34 54h24v24H34z" fill="var(--color-primary)" opacity="0.55" />
    <path d="M62 54h24v24H62z" fill="var(--color-primary)" />
    <circle cx="104" cy="40" r="10" fill="var(--color-illustration-accent)" />
    <path d="M99 40l4 4 7-8" fill="none" stroke="var(--color-illustration-bg)" strokeWidth="3" />
  </svg>
);
