import { InviteLink } from './invite-link';
import { JackpotCounter } from './jackpot-counter';
import { MatchSections } from './match-sections';
import { PromotionStrip } from './promotion-strip';
import { SiteFooter } from './site-footer';
import { WinnerBoard } from './winner-board';
import './home-lower.css';

/** The home below the game blocks, in SPEC §2 order (a chunk of its own, loaded on approach). */
export function HomeLower() {
  return (
    <>
      <PromotionStrip />
      <MatchSections />
      <WinnerBoard />
      <JackpotCounter />
      <InviteLink />
      <SiteFooter />
    </>
  );
}
