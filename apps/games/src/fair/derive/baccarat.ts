import { fairStream, type FairSeeds } from './fair-stream.js';

/**
 * Punto banco from a fresh 8-deck shoe every hand: cards are dealt by a
 * Fisher–Yates shuffle of the 416 cards drawn from the fair stream, stopped
 * after the six cards a hand can use, in the order P1 B1 P2 B2 (P3) (B3).
 */
export const SHOE_CARDS = 416;
export type BaccaratSide = 'player' | 'banker' | 'tie';

/** A card of the shoe: rank 1 (ace) … 13 (king), suit 0–3. */
export interface Card {
  rank: number;
  suit: number;
}

export const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);
export const handTotal = (values: number[]) => values.reduce((sum, v) => sum + v, 0) % 10;

/** Whether the banker draws, given its total and the player's third card value (undefined when the player stood). */
export function bankerDraws(banker: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** The third-card rules on card values, as a sequence drawn on demand (shared by the deal and the exact odds). */
export function playHand(next: () => number) {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let third: number | undefined;
    if (handTotal(player) <= 5) player.push((third = next()));
    if (bankerDraws(handTotal(banker), third)) banker.push(next());
  }
  const p = handTotal(player);
  const b = handTotal(banker);
  return { player, banker, playerTotal: p, bankerTotal: b, winner: (p > b ? 'player' : b > p ? 'banker' : 'tie') as BaccaratSide };
}

export function dealBaccarat(seeds: FairSeeds) {
  const stream = fairStream(seeds);
  const moved = new Map<number, number>();
  const cards: Card[] = [];
  let dealt = 0;
  const next = () => {
    // Partial Fisher–Yates: position `dealt` swaps with a uniform position of the rest of the shoe.
    const j = dealt + stream.int(SHOE_CARDS - dealt);
    const card = moved.get(j) ?? j;
    moved.set(j, moved.get(dealt) ?? dealt);
    dealt += 1;
    const drawn = { rank: (card % 13) + 1, suit: Math.floor(card / 13) % 4 };
    cards.push(drawn);
    return cardValue(drawn.rank);
  };
  const hand = playHand(next);
  const playerDrew = hand.player.length === 3;
  const playerCards = [cards[0]!, cards[2]!, ...(playerDrew ? [cards[4]!] : [])];
  const bankerCards = [cards[1]!, cards[3]!, ...(hand.banker.length === 3 ? [cards[playerDrew ? 5 : 4]!] : [])];
  return { ...hand, playerCards, bankerCards };
}
export type BaccaratOutcome = ReturnType<typeof dealBaccarat>;

/** What a bet returns (stake included): tie pays 8:1 and pushes player and banker; banker pays 0.95:1 rounded down to the centavo. */
export function baccaratReturnMinor(side: BaccaratSide, amountMinor: bigint, winner: BaccaratSide): bigint {
  if (side === 'tie') return winner === 'tie' ? amountMinor * 9n : 0n;
  if (winner === 'tie') return amountMinor;
  if (side !== winner) return 0n;
  return side === 'player' ? amountMinor * 2n : amountMinor + (amountMinor * 95n) / 100n;
}
