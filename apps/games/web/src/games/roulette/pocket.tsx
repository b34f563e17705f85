import { RED_NUMBERS } from '../../fair/derive';

export const pocketColour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

/** A roulette number on its colour. */
export function Pocket({ number, large = false }: { number: number; large?: boolean }) {
  return <span className={`pocket pocket--${pocketColour(number)}${large ? ' pocket--large' : ''}`}>{number}</span>;
}
