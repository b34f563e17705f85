import type { ComponentType } from 'react';
import { SvgIcon, type IconProps } from '../../../components/ui/icons/svg-icon';
import { ChatIcon, CoinsIcon, GiftIcon, InviteIcon, MegaphoneIcon, UserIcon } from '../../../components/ui/icons/footer-icons';
import { HandshakeIcon } from '../../../components/ui/icons/message-icons';
import { EyeOffIcon, HeadsetIcon } from '../../../components/ui/icons/nav-icons';
import { SparkleIcon, WrenchIcon } from '../../../components/ui/icons/status-icons';

const ShieldIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.2-7 10-4-1.8-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </SvgIcon>
);

const ReceiptIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3z" />
    <path d="M9 8h6M9 12h6" />
  </SvgIcon>
);

const DiceIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="9" cy="9" r="1" />
    <circle cx="15" cy="15" r="1" />
    <circle cx="15" cy="9" r="1" />
    <circle cx="9" cy="15" r="1" />
  </SvgIcon>
);

const IdCardIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.6-1.5 1.7-2 3-2s2.4.5 3 2M14 10h4M14 13h3" />
  </SvgIcon>
);

const ClockIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </SvgIcon>
);

const HeartIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0112 7.6 4.2 4.2 0 0119.5 10c0 5.6-7.5 10-7.5 10z" />
  </SvgIcon>
);

const HelpIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.6 9.5a2.5 2.5 0 014.8.8c0 1.7-2.4 2-2.4 3.7M12 17h.01" />
  </SvgIcon>
);

/** One picture per member entry (route id), so the card grid reads at a glance. */
export const entryIcons: Record<string, ComponentType<IconProps>> = {
  agent: HandshakeIcon,
  rewardCenter: GiftIcon,
  mall: CoinsIcon,
  gameRecord: DiceIcon,
  transactionRecord: ReceiptIcon,
  securityCenter: ShieldIcon,
  myAccount: UserIcon,
  activity: SparkleIcon,
  inviteFriends: InviteIcon,
  message: ChatIcon,
  notice: MegaphoneIcon,
  verifyIdentity: IdCardIcon,
  responsibleGaming: HeartIcon,
  myActivity: ClockIcon,
  privacy: EyeOffIcon,
  help: HelpIcon,
  set: WrenchIcon,
};

export const fallbackEntryIcon = HeadsetIcon;
