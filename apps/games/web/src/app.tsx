import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApi, GameApiError } from './api';
import { GameHeader } from './components/game-header';
import { History } from './components/history';
import { FairPanel } from './fair/fair-panel';
import { useFair } from './fair/use-fair';
import { verifyHref } from './fair/verify-link';
import { engineViews } from './games/views';
import { errorKey } from './i18n/i18n';
import type { Launch } from './launch';
import type { GameSession, RoundRecall } from './session';

export function GameApp({ launch }: { launch: Launch }) {
  const { t } = useTranslation();
  const api = useMemo(() => createApi(launch.session), [launch.session]);
  const [session, setSession] = useState<GameSession | null>(null);
  const [error, setError] = useState(launch.error || (launch.session ? '' : 'launch.invalid'));
  const [balance, setBalance] = useState<string | null>(null);
  const [history, setHistory] = useState<RoundRecall[]>([]);

  const isFair = session?.engine?.fair === true;
  const { fair, refresh: refreshFair, rotate } = useFair(api, isFair);
  const refreshHistory = useCallback(() => {
    api.get<RoundRecall[]>('/api/rounds').then(setHistory, () => undefined);
    refreshFair();
  }, [api, refreshFair]);

  useEffect(() => {
    if (!launch.session || launch.error) return;
    api.get<GameSession>('/api/session').then(
      (s) => {
        setSession(s);
        setBalance(s.balance);
        document.title = s.game.names[launch.lang];
      },
      (e: unknown) => setError(e instanceof GameApiError ? e.code : 'system.error'),
    );
  }, [api, launch]);

  const loaded = session !== null;
  useEffect(() => {
    if (loaded) refreshHistory();
  }, [loaded, refreshHistory]);

  if (error) {
    return (
      <main className="game game--error" data-testid="game-error">
        <p role="alert">{t(errorKey(error))}</p>
      </main>
    );
  }
  if (!session) return <main className="game game--loading">{t('common.loading')}</main>;
  const View = engineViews[session.game.engine];
  return (
    <main className="game" data-engine={session.game.engine}>
      <GameHeader session={session} balance={balance ?? session.balance} lang={launch.lang} />
      {View ? <View session={session} api={api} setBalance={setBalance} refreshHistory={refreshHistory} launch={launch} /> : null}
      {isFair ? <FairPanel fair={fair} rotate={rotate} lang={launch.lang} /> : null}
      <History
        rounds={history}
        currency={session.currency}
        lang={launch.lang}
        verifyHref={isFair ? (r) => verifyHref(session.game.engine, launch.lang, r, fair?.revealed ?? []) : undefined}
      />
    </main>
  );
}
