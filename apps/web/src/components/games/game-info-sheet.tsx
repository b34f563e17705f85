import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Game } from '@app/contract';
import { useVendorTypes } from '../../lib/games/game-queries';
import { formatRtp } from '../../lib/games/format-rtp';
import { activeLanguage } from '../../lib/preferences/language';
import { formatMoney } from '../../lib/wallet/format-money';
import { Modal } from '../ui/modal';
import './game-info-sheet.css';

interface GameInfoSheetProps {
  game: Game;
  onPlay: () => void;
  onClose: () => void;
}

/** The vendor's display name from the vendor structure the lists already load; its code until then. */
function useVendorName(vassalage: string): string {
  const { i18n } = useTranslation();
  const language = activeLanguage(i18n);
  const { data } = useVendorTypes(language);
  for (const category of data?.sorting ?? []) {
    const found = category.vendorNames.find((v) => v.vassalage === vassalage);
    if (found) return found.name;
  }
  return vassalage;
}

/**
 * What a player may want to know before opening a game: its provider, the
 * return to player it states (Portaria SPA/MF 1.207/2024; nothing when the
 * vendor states none), its minimum bet and its lines.
 */
export function GameInfoSheet({ game, onPlay, onClose }: GameInfoSheetProps) {
  const { t, i18n } = useTranslation();
  const language = activeLanguage(i18n);
  const vendor = useVendorName(game.vassalage);
  const helpId = useId();
  // An answer cached by an older server may lack the field: the same as stating none.
  const rtp = game.rtp ?? null;
  return (
    <Modal title={game.displayName || game.gameName} testId="game-info" onClose={onClose} describedBy={rtp ? helpId : undefined}>
      {rtp ? (
        <>
          <p className="game-info__rtp" data-testid="game-info-rtp">
            {t('games:info.rtp', { value: formatRtp(rtp, language) })}
          </p>
          <p id={helpId} className="game-info__help">
            {t('games:info.rtpHelp')}
          </p>
        </>
      ) : null}
      <dl className="game-info__facts">
        <div>
          <dt>{t('games:info.vendor')}</dt>
          <dd data-testid="game-info-vendor">{vendor}</dd>
        </div>
        <div>
          <dt>{t('games:info.minBet')}</dt>
          <dd data-testid="game-info-min-bet">{formatMoney(game.minBet, language)}</dd>
        </div>
        {game.lines ? (
          <div>
            <dt>{t('games:info.lines')}</dt>
            <dd data-testid="game-info-lines">{game.lines}</dd>
          </div>
        ) : null}
      </dl>
      <div className="game-info__actions">
        <button type="button" className="btn btn--ghost" data-testid="game-info-close" onClick={onClose}>
          {t('games:info.close')}
        </button>
        <button type="button" className="btn btn--primary" data-testid="game-info-play" onClick={onPlay}>
          {t('games:info.play')}
        </button>
      </div>
    </Modal>
  );
}
