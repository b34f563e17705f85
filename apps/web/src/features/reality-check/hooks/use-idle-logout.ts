import { useEffect, useRef } from 'react';

/** What counts as the member being there. Background calls (balance, messages) are not input and do not count. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

const MINUTE_MS = 60_000;

/**
 * Input inside the game's frame never reaches this document. While the frame holds the focus of a visible page the
 * member is taken to be playing; the reality check takes the focus back out of the frame, so a member who walked
 * away is still logged out at most `minutes` after the next check.
 */
function playingInFrame(): boolean {
  return document.visibilityState === 'visible' && document.activeElement instanceof HTMLIFrameElement;
}

/**
 * Calls `onIdle` once after `minutes` without input (wall-clock time, so a sleeping tab that comes back late is
 * logged out at once); nothing when `minutes` is null (the jurisdiction does not end idle sessions).
 */
export function useIdleLogout(minutes: number | null | undefined, onIdle: () => void): void {
  const onIdleRef = useRef(onIdle);
  useEffect(() => {
    onIdleRef.current = onIdle;
  }, [onIdle]);

  useEffect(() => {
    if (minutes === null || minutes === undefined) return;
    const limitMs = minutes * MINUTE_MS;
    let lastInput = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      lastInput = Date.now();
    };
    // Focus leaving the page for the game's frame is a tap on the game; leaving for another app is not.
    const onBlur = () => {
      if (document.activeElement instanceof HTMLIFrameElement) onInput();
    };
    const stop = () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) document.removeEventListener(name, onInput, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
    };
    // Input only moves `lastInput`; the timer, when it fires, sees that and waits the rest.
    const check = () => {
      clearTimeout(timer);
      if (playingInFrame()) onInput();
      const left = lastInput + limitMs - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left);
        return;
      }
      stop();
      onIdleRef.current();
    };
    // Coming back to the tab is input, but only after checking how long it was away.
    function onVisibility() {
      if (document.visibilityState !== 'visible') return;
      check();
      onInput();
    }
    for (const name of INPUT_EVENTS) document.addEventListener(name, onInput, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    check();
    return stop;
  }, [minutes]);
}
