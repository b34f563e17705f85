type Listener = (errorCode: string) => void;

const listeners = new Set<Listener>();

/**
 * Told when any call finds the session dead (401), whoever made it: refine's data hooks, the screens' own queries or
 * a mutation. The app listens once and sends the operator back to the sign-in page.
 */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEnded(errorCode: string): void {
  for (const listener of listeners) listener(errorCode);
}
