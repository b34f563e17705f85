import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@app/contract';
import { IconButton } from '../../../components/ui/icon-button';
import { BackIcon } from '../../../components/ui/icons/nav-icons';
import { Screen } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useErrorText } from '../../../lib/api/use-error-text';
import { isApiError } from '../../../lib/api/api-error';
import { gameKeys } from '../../../lib/games/game-queries';
import { useListLanguage } from '../../../lib/games/use-list-language';
import { IdentityRequiredNotice, isIdentityRefusal, useIdentityGate } from '../../../lib/protection/identity-gate';
import { useBackAction } from '../../../lib/routing/use-back-action';
import { invalidateWallet } from '../../../lib/wallet/use-wallet';
import { useLaunchGame, type LaunchParams } from '../api/launch-game';
import { registerGameCenterTexts } from '../i18n/game-center-texts';
import './game-center.css';

registerGameCenterTexts();

function launchParams(search: URLSearchParams): LaunchParams | null {
  const nodeId = search.get('nodeId');
  if (!nodeId || !/^\d{1,12}$/.test(nodeId)) return null;
  return { nodeId, matchId: search.get('matchId') ?? undefined, leagueId: search.get('leagueId') ?? undefined };
}

/**
 * The game page (/m/gameCenter?nodeId=…): launches on load, so a reload
 * launches again (launch tokens are single use), and shows the game full
 * screen under a slim bar with a way back.
 */
export function GameCenterScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = launchParams(search);
  // Guests never get here: the route needs a session (the route table's guard sends them to /m/login).
  if (!params) return <Navigate to={HOME_PATH} replace />;
  const title = t('routes:gameCenter');
  return (
    <Screen id="gameCenter" title={title}>
      <GameFrame key={search.toString()} params={params} title={title} />
    </Screen>
  );
}

/** Why the launch failed, a retry, and a way out: to login when the session is gone, home otherwise. */
function LaunchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="game-center__overlay" role="alert" data-testid="game-center-error" data-code={isApiError(error) ? error.errorCode : ''}>
      <h2>{t('gameCenter:failed')}</h2>
      <p data-testid="game-center-error-text">{errorText(error)}</p>
      <div className="game-center__actions">
        <button type="button" className="btn btn--primary" data-testid="game-center-retry" onClick={onRetry}>
          {t('actions.retry')}
        </button>
        {isIdentityRefusal(error) ? (
          <IdentityRequiredNotice testId="game-center-identity" />
        ) : isApiError(error) && error.errorCode === 'login.not.session' ? (
          <Link to={LOGIN_PATH} className="btn btn--ghost">
            {t('gameCenter:login')}
          </Link>
        ) : (
          <Link to={HOME_PATH} className="btn btn--ghost" replace>
            {t('gameCenter:backHome')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** The launched game in its frame under the bar, with the opening overlay until the frame has loaded. */
function GameFrame({ params, title }: { params: LaunchParams; title: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const language = useListLanguage();
  const back = useBackAction('history');
  const [attempt, setAttempt] = useState(0);
  const [frameLoaded, setFrameLoaded] = useState(false);
  const launch = useLaunchGame(params, language, attempt);
  // Under BR real-money play waits for a verified identity (every bet would be refused): the way there instead of the game.
  const identity = useIdentityGate();
  const closed = launch.data?.currency === 'BRL' && identity.unverified;

  useEffect(() => {
    // The server put the game at the top of the member's recent list.
    if (launch.isSuccess) void client.invalidateQueries({ queryKey: gameKeys.recentLists });
  }, [launch.isSuccess, client]);

  // The game moved money through the wallet: every balance the site shows is read again on the way out.
  useEffect(() => () => void invalidateWallet(client), [client]);

  const name = launch.data?.gameName ?? title;
  return (
    <div className="game-center" data-testid="game-center">
      <div className="game-center__bar">
        <IconButton label={t('actions.back')} data-testid="game-center-back" onClick={() => back?.()}>
          <BackIcon />
        </IconButton>
        <h1 className="game-center__name" data-testid="game-center-name">
          {name}
        </h1>
        {launch.data?.currency === 'PLAY' ? <span className="game-center__play">{t('gameCenter:playMoney')}</span> : null}
      </div>
      <div className="game-center__stage">
        {closed ? (
          <div className="game-center__overlay">
            <IdentityRequiredNotice testId="game-center-identity" />
          </div>
        ) : null}
        {launch.data && !closed ? (
          <iframe
            className="game-center__frame"
            src={launch.data.url}
            title={t('gameCenter:frameTitle', { name })}
            data-testid="game-frame"
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            onLoad={() => setFrameLoaded(true)}
          />
        ) : null}
        {launch.isPending || (launch.data && !frameLoaded && !closed) ? (
          <div className="game-center__overlay" data-testid="game-center-loading">
            <Spinner label={t('gameCenter:opening')} />
            <p>{t('gameCenter:opening')}</p>
          </div>
        ) : null}
        {launch.isError ? <LaunchError error={launch.error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      </div>
    </div>
  );
}
