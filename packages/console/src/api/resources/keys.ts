/** Query keys of the API resources area; every key sits under `all`. */
export const resourceKeys = {
  all: ['resources'] as const,
};
