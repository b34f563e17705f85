import { SvgIcon, type IconProps } from './svg-icon';

export const MenuIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </SvgIcon>
);

export const BackIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </SvgIcon>
);

export const HeadsetIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 01-3 3h-3" />
  </SvgIcon>
);

export const SearchIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </SvgIcon>
);

export const DownloadIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M12 7v7M9 11l3 3 3-3M10 18.5h4" />
  </SvgIcon>
);

export const CloseIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </SvgIcon>
);

export const EyeIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </SvgIcon>
);

export const EyeOffIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 3l18 18M10.6 5.6A10.8 10.8 0 0112 5.5c6.4 0 10 6.5 10 6.5a17 17 0 01-3.2 3.9M6.3 6.9C3.6 8.6 2 12 2 12s3.6 6.5 10 6.5a9.9 9.9 0 004.6-1.1" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2" />
  </SvgIcon>
);

export const RefreshIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 11a8 8 0 10-2.3 5.7M20 4v7h-7" />
  </SvgIcon>
);

export const ChevronRightIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M9 5l7 7-7 7" />
  </SvgIcon>
);

export const LogoutIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M15 4h3a2 2 0 012 2v12a2 2 0 01-2 2h-3M10 17l-5-5 5-5M5 12h11" />
  </SvgIcon>
);

export const SunIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </SvgIcon>
);

export const MoonIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" />
  </SvgIcon>
);

export const FilterIcon = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </SvgIcon>
);
