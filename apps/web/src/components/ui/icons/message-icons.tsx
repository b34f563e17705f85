import { SvgIcon, type IconProps } from './svg-icon';

export const MailIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </SvgIcon>
);

export const SendIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 3L10 14M21 3l-7 18-4-7-7-4z" />
  </SvgIcon>
);

export const TelegramIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
    <path d="M9 13l8-6" />
  </SvgIcon>
);

export const HandshakeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2 12l4-4 4 2 4-3 4 3 4 2-4 4-4 3-4-3-4-1z" />
    <path d="M10 10l3 3M8 13l3 3" />
  </SvgIcon>
);

export const TrashIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />
  </SvgIcon>
);
