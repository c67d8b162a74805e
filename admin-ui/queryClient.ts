import { QueryClient } from "@tanstack/react-query";

/**
 * No retries, no refetch on focus, data stale at once (spec 000 section 7). Reads and writes run even when the
 * browser says it is offline (networkMode "always", not react-query's default of waiting for the network): the lists
 * to choose from answer from this browser's saved copy (offline/saved-reads.ts) and a write fails at once, so the
 * form can keep it in the outbox (offline/outbox.ts) instead of waiting without a word.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, networkMode: "always" },
    mutations: { retry: false, networkMode: "always" },
  },
});
