import type { createApi } from '../api';
import type { Launch } from '../launch';
import type { GameSession } from '../session';

/** Everything an engine view gets: the session, the API, and ways to refresh the shared bar and recall. */
export interface EngineViewProps {
  session: GameSession;
  api: ReturnType<typeof createApi>;
  setBalance: (balance: string) => void;
  refreshHistory: () => void;
  launch: Launch;
}
