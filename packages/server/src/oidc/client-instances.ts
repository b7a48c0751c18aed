import type Provider from 'oidc-provider';
import type { ClientMetadata } from 'oidc-provider';
import type { ClientStore } from './client-store.js';

type ProviderClient = NonNullable<Awaited<ReturnType<Provider['Client']['find']>>>;

/**
 * Hands the provider the client it built last time while the store still holds the same
 * metadata. The provider keeps dynamic clients by a SHA-256 of their serialized metadata, which
 * it computes on every request that names a client; the store already knows when a client
 * changed (a new metadata object after an invalidation), so that hash is skipped. The map is
 * weak: a client the store forgets is forgotten here too.
 */
export function reuseClientInstances(provider: Provider, clients: ClientStore) {
  const built = new WeakMap<ClientMetadata, ProviderClient>();
  const find = provider.Client.find.bind(provider.Client);
  provider.Client.find = async (id: string) => {
    const metadata = typeof id === 'string' ? (await clients.find(id))?.metadata : undefined;
    const known = metadata && built.get(metadata);
    if (known) {
      return known;
    }
    const client = await find(id);
    if (metadata && client) {
      built.set(metadata, client);
    }
    return client;
  };
}
