/** The same envelope as the platform's API: `{ success: true, value }`; failures come from the error handler. */
export const ok = <T>(value: T) => ({ success: true as const, value });
