import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Forgets the queries of something that no longer exists (a deleted role, application…).
 *
 * Removing them at once is not enough: the deleted entity's page usually stays mounted a moment
 * longer (navigation to the list waits for its code to load), and a mounted query whose cache
 * entry is gone builds a new one and fetches it, answering 404 with an error toast per attempt.
 * So what is loading is cancelled, nothing is refetched, and each query leaves the cache as soon
 * as its last observer does.
 */
export const forgetQueries = (queryClient: QueryClient, queryKey: QueryKey) => {
  const cache = queryClient.getQueryCache();
  void queryClient.cancelQueries({ queryKey });

  /** Removes the unobserved queries of the key; says whether any observed one is left. */
  const removeUnobserved = () => {
    let isObserved = false;
    for (const query of cache.findAll({ queryKey })) {
      if (query.getObserversCount() === 0) {
        cache.remove(query);
      } else {
        isObserved = true;
      }
    }
    return isObserved;
  };

  if (!removeUnobserved()) {
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && matchQuery({ queryKey }, event.query)) {
      removeUnobserved();
      // A page mounted again in the same render removes its observers, then adds them back (on a
      // query it builds anew): stop listening only once, after that render, none is observed, so
      // what it builds again leaves too when it finally unmounts.
      setTimeout(() => {
        if (!removeUnobserved()) {
          unsubscribe();
        }
      }, 0);
    }
  });
};

/** Whether a query belongs to one of the forgotten keys: those must not be refreshed. */
export const isForgotten = (forgotten: readonly QueryKey[], query: Query) =>
  forgotten.some((queryKey) => matchQuery({ queryKey }, query));
