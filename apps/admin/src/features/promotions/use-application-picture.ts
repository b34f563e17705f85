import { useEffect, useState } from 'react';
import { API, LANGUAGE_HEADER } from '@app/contract';
import { fillPath } from '../../lib/api/api-client';
import { readLanguage } from '../../lib/preferences/language';
import { readToken } from '../../lib/session/session-token';

/**
 * One picture of a reward application as an object URL: the call needs the operator's bearer token, which an <img
 * src> cannot carry. The URL is revoked when the view goes away.
 */
export function useApplicationPicture(id: number, n: number): { url: string | null; failed: boolean } {
  const [view, setView] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    const token = readToken();
    fetch(fillPath(API.operatorApplicationPicture, { id, n }), {
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
  }, [id, n]);
  return view;
}
