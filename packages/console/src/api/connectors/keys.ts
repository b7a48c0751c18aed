/**
 * Query keys of the connectors area. A connector's details sit under `all`, so a write that
 * refreshes `all` refreshes the list, the cards and the details at once. Factories are built in
 * and never change while the console runs: they have their own root.
 */
export const connectorKeys = {
  all: ['connectors'] as const,
  lists: () => [...connectorKeys.all, 'list'] as const,
  list: (query: object) => [...connectorKeys.lists(), query] as const,
  detail: (id: string) => [...connectorKeys.all, 'detail', id] as const,
  factories: () => ['connector-factories'] as const,
  factory: (id: string) => [...connectorKeys.factories(), id] as const,
};
