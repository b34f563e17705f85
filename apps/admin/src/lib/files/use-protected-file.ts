import { useEffect, useState } from 'react';
import { LANGUAGE_HEADER } from '@app/contract';
import { readLanguage } from '../preferences/language';
import { readToken } from '../session/session-token';

export interface ProtectedFileView {
  url: string | null;
  failed: boolean;
}

/**
 * A stored file an operator may see (a KYC selfie, a reward application's picture) as an object URL: the call needs
 * the operator's bearer token, which an <img src> cannot carry, so the bytes come through fetch. The URL is revoked
 * when the view goes away or shows another file. A null path shows nothing.
 */
export function useProtectedFile(path: string | null): ProtectedFileView {
  const [view, setView] = useState<ProtectedFileView>({ url: null, failed: false });
  useEffect(() => {
    if (path === null) return undefined;
    let url: string | null = null;
    let cancelled = false;
    const token = readToken();
    fetch(path, {
      headers: { [LANGUAGE_HEADER]: readLanguage(), ...(token && { Authorization: `Bearer ${token}` }) },
      credentials: 'same-origin',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setView({ url, failed: false });
      })
      .catch(() => !cancelled && setView({ url: null, failed: true }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return view;
}
