import type { Card } from '../../fair/derive';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

export const cardLabel = (card: Card) => `${RANKS[card.rank - 1]}${SUITS[card.suit]}`;

/** A card face; hearts and diamonds in red. */
export function PlayingCard({ card, hidden = false }: { card: Card; hidden?: boolean }) {
  if (hidden) return <span className="card card--back" aria-hidden="true" />;
  return (
    <span className={`card${card.suit === 1 || card.suit === 2 ? ' card--red' : ''}`} aria-label={cardLabel(card)}>
      <b>{RANKS[card.rank - 1]}</b>
      <i>{SUITS[card.suit]}</i>
    </span>
  );
}
