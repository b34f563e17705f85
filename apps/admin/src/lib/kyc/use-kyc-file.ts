import { useEffect, useState } from 'react';
import { API, LANGUAGE_HEADER } from '@app/contract';
import { fillPath } from '../api/api-client';
import { readLanguage } from '../preferences/language';
import { readToken } from '../session/session-token';

export interface KycFileView {
  url: string | null;
  failed: boolean;
}

/**
 * A stored selfie or document side as an object URL: the call needs the operator's bearer token, which an <img src>
 * cannot carry, so the bytes come through fetch. The URL is revoked when the view goes away.
 */
export function useKycFile(id: number | null): KycFileView {
  const [view, setView] = useState<KycFileView>({ url: null, failed: false });
  useEffect(() => {
    if (id === null) return undefined;
    let url: string | null = null;
    let cancelled = false;
    const token = readToken();
    fetch(fillPath(API.operatorKycFile, { id }), {
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
  }, [id]);
  return view;
}
