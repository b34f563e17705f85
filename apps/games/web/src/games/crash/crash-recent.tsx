import { useTranslation } from 'react-i18next';
import { formatCrashCents } from '../../i18n/numbers';
import type { PublicRound } from './crash-types';

const tone = (cents: number) => (cents >= 1_000 ? 'high' : cents >= 200 ? 'mid' : 'low');

/** The room's last crash points; tapping one opens it in the verifier. */
export function CrashRecent({ rounds, onPick, label }: { rounds: PublicRound[]; onPick: (round: PublicRound) => void; label: string }) {
  const lang = useTranslation().i18n.language;
  return (
    <ol className="crash-recent" aria-label={label} data-testid="crash-recent">
      {rounds.slice(0, 12).map((r) => (
        <li key={r.roundId}>
          <button type="button" className={`crash-chip crash-chip--${tone(r.crashCents)}`} onClick={() => onPick(r)} title={`#${r.number}`}>
            {r.cancelled ? '—' : formatCrashCents(r.crashCents, lang)}
          </button>
        </li>
      ))}
    </ol>
  );
}
