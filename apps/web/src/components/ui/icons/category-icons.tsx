import type { ComponentType } from 'react';
import { SvgIcon, type IconProps } from './svg-icon';
import { GiftIcon, HomeIcon, InviteIcon } from './footer-icons';

const FlameIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 22c4 0 7-2.8 7-6.8 0-4.7-4.2-6.7-3.6-12.2C12 5 10.5 8.5 11 11c-1.4-.6-2.3-1.9-2.5-3.4C6.3 9.4 5 12 5 15.2 5 19.2 8 22 12 22z" />
  </SvgIcon>
);

const SlotIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M7.5 10h2l-1.5 4.5M12.5 10h2L13 14.5M18 10h2.5v-3M20.5 7a1 1 0 100-.1" />
  </SvgIcon>
);

const LiveIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="2.5" y="6" width="13" height="12" rx="2" />
    <path d="M15.5 10.5L21 7.5v9l-5.5-3" />
    <circle cx="7" cy="10" r="1.2" fill="currentColor" />
  </SvgIcon>
);

const FishIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2.5 12c3-4.5 8.5-6 13-3.5L21 5v14l-5.5-3.5c-4.5 2.5-10 1-13-3.5z" />
    <circle cx="8" cy="11" r="1" fill="currentColor" />
  </SvgIcon>
);

const BallIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.3-1.4M14.5 15l2.6 3.6M9.5 15l-2.6 3.6M8 10.4L3.7 9" />
  </SvgIcon>
);

const GamepadIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M7 7h10a5 5 0 014.8 6.4l-1 3.4a2.5 2.5 0 01-4.3.9L14.5 15h-5l-2 2.7a2.5 2.5 0 01-4.3-.9l-1-3.4A5 5 0 017 7z" />
    <path d="M7.5 10v3M6 11.5h3M16 10.5h.01M17.5 12.5h.01" />
  </SvgIcon>
);

const CardsIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="8" y="3" width="12" height="16" rx="2" transform="rotate(8 14 11)" />
    <rect x="3.5" y="5" width="12" height="16" rx="2" />
    <path d="M9.5 10c-1.5 1.5-2.5 2.3-2.5 3.3a1.3 1.3 0 002.5.5 1.3 1.3 0 002.5-.5c0-1-1-1.8-2.5-3.3zM9.5 14v2" />
  </SvgIcon>
);

const RocketIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14 4c3-1 6-1 6-1s0 3-1 6l-6 6-4-4z" />
    <path d="M9 11l-4 .5L3 14l4 1M13 15l-.5 4L10 21l-1-4M6 18c-1 1-1.5 3-1.5 3s2-.5 3-1.5" />
  </SvgIcon>
);

const ChipIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21" />
  </SvgIcon>
);

/** One icon per game-menu category; vendor shortcuts share the chip. */
const byCategory: Record<string, ComponentType<IconProps>> = {
  HOME: HomeIcon,
  HOT: FlameIcon,
  PGE: SlotIcon,
  RNG: SlotIcon,
  LIVE: LiveIcon,
  FISH: FishIcon,
  SPORTS: BallIcon,
  ESPORTS: GamepadIcon,
  PVP: CardsIcon,
  PROMO: GiftIcon,
  CRASH: RocketIcon,
  REFERRAL: InviteIcon,
};

export function CategoryIcon({ category, ...rest }: IconProps & { category: string }) {
  const Icon = byCategory[category] ?? ChipIcon;
  return <Icon {...rest} />;
}
