import { useCallback, useRef } from 'react';

/** 32 hex characters: fits the contract's [A-Za-z0-9_-]{8,64}. */
export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * The requestId of a money POST. The same submission (same payload) keeps its
 * id, so a retried click after a lost answer is applied once by the server; a
 * changed payload or a finished request gets a fresh one.
 */
export function useRequestId() {
  const current = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((payloadKey: string): string => {
    if (current.current?.key !== payloadKey) current.current = { key: payloadKey, id: newRequestId() };
    return current.current.id;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { idFor, done };
}
