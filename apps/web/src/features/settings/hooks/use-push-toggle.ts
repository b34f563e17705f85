import { useCallback, useEffect, useState } from 'react';
import { disablePush, enablePush, readPushState, type PushState } from '../../../lib/push/web-push';

/**
 * The notifications switch: what the browser says now (read once on mount, as permission can change in the browser's
 * settings between visits), and turning it on or off. `failed` is set when the last change did not go through.
 */
export function usePushToggle() {
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const toggle = useCallback(async () => {
    if (busy || state === 'loading' || state === 'unsupported' || state === 'blocked') return;
    setBusy(true);
    setFailed(false);
    try {
      setState(state === 'on' ? await disablePush() : await enablePush());
    } catch {
      setFailed(true);
      setState(await readPushState().catch(() => 'off' as const));
    } finally {
      setBusy(false);
    }
  }, [busy, state]);

  return { state, busy, failed, toggle };
}
