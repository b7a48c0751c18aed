/** The Tessera mark: four tiles, one lighter. */
export const Logo = () => (
  <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden focusable={false}>
    <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
    <path d="M9 9h6v6H9zM17 9h6v6h-6zM9 17h6v6H9z" fill="var(--color-on-primary)" />
    <path d="M17 17h6v6h-6z" fill="var(--color-on-primary)" opacity="0.55" />
  </svg>
);
