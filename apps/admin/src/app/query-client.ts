import { QueryClient } from '@tanstack/react-query';

/** A refusal (400 to 499) is the same on a second try; an unreachable server may not be. */
function isRefusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 0;
  return status >= 400 && status < 500;
}

/**
 * The one query cache of the app (the auth provider clears it between operators). Lists are not refetched on
 * window focus: an operator comparing two tabs must not see rows move under the cursor.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: (failures, error) => failures < 2 && !isRefusal(error) },
    },
  });
}
