import { SvgIcon, type IconProps } from './svg-icon';

export const HomeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 9.5V20h5v-5h4v5h5V9.5" />
  </SvgIcon>
);

export const InviteIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0113 0M19 8v6M16 11h6" />
  </SvgIcon>
);

export const GiftIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4.2 7.5 8 12 8zM12 8s1.5-4.5 4-3.8S16.5 8 12 8z" />
  </SvgIcon>
);

export const WalletIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 7.5A2.5 2.5 0 016.5 5H18v3" />
    <rect x="3" y="8" width="18" height="12" rx="2.5" />
    <path d="M16 14h2" />
  </SvgIcon>
);

export const ChatIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </SvgIcon>
);

export const UserIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4 21a8 8 0 0116 0" />
  </SvgIcon>
);

export const UserAddIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="10" cy="8.5" r="4" />
    <path d="M3 21a7 7 0 0114 0M19 7v6M16 10h6" />
  </SvgIcon>
);

export const CoinsIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3M3 12v5c0 1.7 2.7 3 6 3" />
    <ellipse cx="16" cy="13" rx="5" ry="2.5" />
    <path d="M11 13v4.5c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V13" />
  </SvgIcon>
);

export const MegaphoneIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 10v4h3l7 4V6L6 10zM17 9a4 4 0 010 6M8 14.5l1 4.5h2.5" />
  </SvgIcon>
);
