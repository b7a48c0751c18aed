// The provider's own state, reached to wrap its built-in grant handlers (organization-tokens.ts).
declare module 'oidc-provider/lib/helpers/weak_cache.js' {
  type GrantHandler = (ctx: import('oidc-provider').KoaContextWithOIDC) => Promise<void>;
  const instance: (provider: import('oidc-provider').default) => {
    grantTypeHandlers: Map<string, GrantHandler>;
    grantTypeParams: Map<string | undefined, Set<string>>;
    grantTypeDupes: Map<string, Set<string>>;
  };
  export default instance;
}
