import { SvgIcon, type IconProps } from './svg-icon';

export const WrenchIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M14.7 6.3a4.5 4.5 0 015.6-1.6l-3 3 .9 2.1 2.1.9 3-3a4.5 4.5 0 01-6 5.6L7 23.7a2.1 2.1 0 01-3-3l9.4-9.4a4.5 4.5 0 011.3-5z" />
  </SvgIcon>
);

export const GlobeOffIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.7 5.5 3.7 9s-1.2 6.5-3.7 9c-2.5-2.5-3.7-5.5-3.7-9S9.5 5.5 12 3zM4.5 4.5l15 15" />
  </SvgIcon>
);

export const OfflineIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2 8.5a15 15 0 0120 0M5 12a10.5 10.5 0 0114 0M8.5 15.5a5 5 0 017 0M3 3l18 18" />
    <circle cx="12" cy="19" r="1" fill="currentColor" />
  </SvgIcon>
);

export const SparkleIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </SvgIcon>
);

export const CheckIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </SvgIcon>
);
