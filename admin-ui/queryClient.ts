import { QueryClient } from "@tanstack/react-query";

/** No retries, no refetch on focus, data stale at once (spec 000 section 7). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});
