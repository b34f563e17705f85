import type { RoundPlay } from '@app/contract';
import type { TFunction } from 'i18next';

export interface Fact {
  /** Stable id (test id fact-<key>). */
  key: string;
  label: string;
  value: string;
}

/** How the detail writes amounts and decimals in the member's language (R$ 1,50; 2,35×). */
export interface FactFormats {
  money: (value: string) => string;
  decimal: (value: string) => string;
}

/** What decided a round, as label/value lines for the record's detail: per kind of game the facts a player checks. */
export function roundFacts(play: RoundPlay, t: TFunction<'records'>, f: FactFormats): Fact[] {
  const times = (multiplier: string) => `${f.decimal(multiplier)}×`;
  const fact = (key: string, value: string): Fact => ({ key, label: t(`detail.${key}`), value });
  switch (play.kind) {
    case 'sports':
      return [
        fact('match', `${play.homeTeam} × ${play.awayTeam}`),
        fact('league', play.league),
        fact('pick', play.pick === 'draw' ? t('detail.draw') : play.pick === 'home' ? play.homeTeam : play.awayTeam),
        fact('odds', f.decimal(play.odds)),
        fact('potential', f.money(play.potential)),
      ];
    case 'crash':
      return [
        fact('cashOut', play.cashOut ? times(play.cashOut) : t('detail.noCashOut')),
        ...(play.autoCashOut ? [fact('autoCashOut', times(play.autoCashOut))] : []),
        fact('crashPoint', play.crashPoint ? times(play.crashPoint) : t('detail.hiddenUntilEnd')),
      ];
    case 'slot':
      return [
        fact('spins', String(play.spins)),
        ...(play.freeSpins ? [fact('freeSpins', String(play.freeSpins))] : []),
        fact(
          'lines',
          play.lines.length
            ? play.lines
                .map((l) => (l.line === null ? t('detail.waysWin', l) : t('detail.lineWin', { ...l, line: l.line + 1 })))
                .join(' · ')
            : t('detail.noLines'),
        ),
      ];
    case 'dice':
      return [
        fact('roll', f.decimal(play.roll)),
        fact('target', t(`detail.${play.direction}`, { target: f.decimal(play.target) })),
        fact('multiplier', times(play.multiplier)),
      ];
    case 'mines':
      return [
        fact('mines', String(play.mines)),
        fact('revealed', String(play.revealed)),
        fact('minesAt', play.minesAt ? play.minesAt.map((tile) => tile + 1).join(', ') : t('detail.hiddenUntilEnd')),
      ];
    case 'plinko':
      return [
        fact('rows', String(play.rows)),
        fact('risk', t(`detail.risks.${play.risk}`, { defaultValue: play.risk })),
        fact('multiplier', times(play.multiplier)),
      ];
    case 'roulette':
      return [fact('pocket', String(play.pocket))];
    case 'baccarat':
      return [fact('winner', t(`detail.sides.${play.winner}`)), fact('totals', `${play.playerTotal} – ${play.bankerTotal}`)];
  }
}
