import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { multiplierCentsAt } from '../../../../src/engines/crash/crash-formula';
import { formatCrashCents } from '../../i18n/numbers';
import type { CrashSnapshot } from './crash-types';

const HEIGHT = 200;

/** Where the flight is at `now`: elapsed ms and the multiplier shown (frozen at the crash point once crashed). */
function flightAt(round: CrashSnapshot['round'], now: number) {
  if (round.phase === 'crashed' && round.crash) {
    const cents = round.crash.crashCents;
    return { elapsed: Math.log(cents / 100) / round.growthPerMs, cents };
  }
  if (round.phase !== 'flying' || round.startedAt === null) return { elapsed: 0, cents: 100 };
  const elapsed = Math.max(0, now - round.startedAt);
  return { elapsed, cents: multiplierCentsAt(elapsed, round.growthPerMs) };
}

function draw(canvas: HTMLCanvasElement, round: CrashSnapshot['round'], elapsed: number) {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  if (canvas.width !== width * ratio) [canvas.width, canvas.height] = [width * ratio, HEIGHT * ratio];
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, HEIGHT);
  if (round.phase === 'betting') return;
  const spanMs = Math.max(elapsed, 8_000);
  const topMultiplier = Math.max(Math.exp(round.growthPerMs * spanMs), 2);
  const x = (ms: number) => 12 + (ms / spanMs) * (width - 24);
  const y = (m: number) => HEIGHT - 14 - ((m - 1) / (topMultiplier - 1)) * (HEIGHT - 40);
  ctx.beginPath();
  ctx.moveTo(x(0), y(1));
  for (let i = 1; i <= 60; i += 1) {
    const ms = (elapsed * i) / 60;
    ctx.lineTo(x(ms), y(Math.exp(round.growthPerMs * ms)));
  }
  const crashed = round.phase === 'crashed';
  ctx.strokeStyle = crashed ? '#ff6b6b' : '#ffc940';
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.lineTo(x(elapsed), y(1));
  ctx.closePath();
  ctx.fillStyle = crashed ? 'rgba(255, 107, 107, 0.12)' : 'rgba(255, 201, 64, 0.14)';
  ctx.fill();
}

/** The flight: the curve drawn every frame from the server's take-off time, the multiplier, the countdown between rounds. */
export function CrashGraph({ round, serverNow }: { round: CrashSnapshot['round']; serverNow: () => number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const canvas = useRef<HTMLCanvasElement>(null);
  const label = useRef<HTMLOutputElement>(null);
  const countdown = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const paint = () => {
      const now = serverNow();
      const { elapsed, cents } = flightAt(round, now);
      if (canvas.current) draw(canvas.current, round, elapsed);
      if (label.current) label.current.textContent = formatCrashCents(cents, lang);
      if (countdown.current) countdown.current.textContent = (Math.max(0, round.bettingEndsAt - now) / 1_000).toFixed(1);
      frame = requestAnimationFrame(paint);
    };
    paint();
    return () => cancelAnimationFrame(frame);
  }, [round, serverNow, lang]);

  return (
    <div className={`crash-graph crash-graph--${round.phase}`} data-testid="crash-graph" data-phase={round.phase}>
      <canvas ref={canvas} style={{ height: HEIGHT }} aria-hidden="true" />
      <div className="crash-graph__center" aria-live="polite">
        {round.phase === 'betting' ? (
          <p className="crash-graph__wait">
            {t('crash.startsIn')} <span ref={countdown} data-testid="crash-countdown" />s
          </p>
        ) : (
          <>
            <output ref={label} className="crash-graph__multiplier" data-testid="crash-multiplier" />
            {round.phase === 'crashed' ? (
              <p className="crash-graph__crashed">{round.crash?.instantBust ? t('crash.instantBust') : t('crash.crashed')}</p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
