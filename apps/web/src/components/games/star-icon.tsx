import { SvgIcon, type IconProps } from '../ui/icons/svg-icon';

export function StarIcon({ filled, ...rest }: IconProps & { filled: boolean }) {
  return (
    <SvgIcon {...rest}>
      <path d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9z" fill={filled ? 'currentColor' : 'none'} />
    </SvgIcon>
  );
}
