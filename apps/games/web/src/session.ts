/** What GET /api/session answers. */
export interface GameSession {
  game: {
    nodeId: string;
    vendor: string;
    gameCode: string;
    engine: string;
    engineConfig: string | null;
    names: { pt: string; en: string };
    minBet: string;
  };
  currency: string;
  screenName: string;
  language: string;
  balance: string;
  engine: Record<string, unknown> | null;
}

export interface RoundRecall {
  roundId: string;
  status: 'settled' | 'cancelled' | 'open';
  stake: string;
  win: string;
  state: Record<string, unknown>;
  createdAt: string;
}
