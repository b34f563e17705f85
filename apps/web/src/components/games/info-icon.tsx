import { SvgIcon, type IconProps } from '../ui/icons/svg-icon';

/** A lower-case "i": the tile's information button sits on a disc already. */
export function InfoIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="6.5" r="1.6" fill="currentColor" stroke="none" />
      <path d="M12 10.5v8" strokeWidth="2.6" />
    </SvgIcon>
  );
}
