import type { ComponentType } from 'react';
import { HOME_PATH, LOGIN_PATH } from '@app/contract';
import type { IconProps } from '../../../components/ui/icons/svg-icon';
import {
  ChatIcon,
  CoinsIcon,
  GiftIcon,
  HomeIcon,
  InviteIcon,
  MegaphoneIcon,
  UserAddIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/ui/icons/footer-icons';
import { routePath } from '../../../lib/routing/route-path';

export type BadgeSource = 'promotions' | 'chat' | 'agentAnnouncements';

export interface FooterItem {
  /** Used in data-testid `footer-item-<name>`. */
  name: string;
  labelKey: string;
  to: string;
  icon: ComponentType<IconProps>;
  badge?: BadgeSource;
  /** What a guest gets instead of `to` (SPEC §2/§6). */
  guest?: { to: string } | 'member-prompt';
}

/** The six member footer items of SPEC §2, in order. */
export const memberFooterItems: readonly FooterItem[] = [
  { name: 'home', labelKey: 'footer.home', to: HOME_PATH, icon: HomeIcon },
  { name: 'invite', labelKey: 'footer.invite', to: routePath('inviteFriends'), icon: InviteIcon, guest: { to: LOGIN_PATH } },
  { name: 'rewards', labelKey: 'footer.rewards', to: routePath('activity'), icon: GiftIcon, badge: 'promotions' },
  { name: 'deposit', labelKey: 'footer.deposit', to: routePath('voucherCenter'), icon: WalletIcon },
  { name: 'chat', labelKey: 'footer.chat', to: routePath('message'), icon: ChatIcon, badge: 'chat' },
  { name: 'member-center', labelKey: 'footer.memberCenter', to: routePath('memberHome'), icon: UserIcon, guest: 'member-prompt' },
];

/** The agent home's own footer (SPEC §2 Agent home). */
export const agentFooterItems: readonly FooterItem[] = [
  { name: 'home', labelKey: 'agentFooter.home', to: routePath('agent'), icon: HomeIcon },
  { name: 'open-account', labelKey: 'agentFooter.openAccount', to: routePath('agentRegister'), icon: UserAddIcon },
  { name: 'dividend', labelKey: 'agentFooter.dividend', to: routePath('agentDividend'), icon: CoinsIcon },
  {
    name: 'announcements',
    labelKey: 'agentFooter.announcements',
    to: `${routePath('memberNotice')}?types=A`,
    icon: MegaphoneIcon,
    badge: 'agentAnnouncements',
  },
];
