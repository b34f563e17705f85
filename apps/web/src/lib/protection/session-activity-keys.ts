/**
 * Query keys of GET API.protectionSession, here because two features meet on it: the reality check reads it, and the
 * responsible-gaming page marks it stale when the player changes how often the check comes.
 */
export const sessionActivityKeys = {
  all: ['sessionActivity'] as const,
  of: (token: string) => ['sessionActivity', token] as const,
};
