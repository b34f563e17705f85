import { useId, type SVGProps } from 'react';

type FlagProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Brazil: the Portuguese served is Brazilian, so PT shows this flag. */
export function BrazilFlag({ size = 24, ...rest }: FlagProps) {
  return (
    <svg width={size} height={size * 0.7} viewBox="0 0 20 14" aria-hidden="true" focusable="false" {...rest}>
      <rect width="20" height="14" rx="2" fill="#009c3b" />
      <path d="M10 1.8L18 7l-8 5.2L2 7z" fill="#ffdf00" />
      <circle cx="10" cy="7" r="3.1" fill="#002776" />
      <path d="M7.1 6.2c2-.5 4.2-.2 5.8.9" stroke="#fff" strokeWidth="0.6" fill="none" />
    </svg>
  );
}

/** United Kingdom, simplified for small sizes. */
export function UkFlag({ size = 24, ...rest }: FlagProps) {
  const clipId = useId();
  return (
    <svg width={size} height={size * 0.7} viewBox="0 0 20 14" aria-hidden="true" focusable="false" {...rest}>
      <clipPath id={clipId}>
        <rect width="20" height="14" rx="2" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="20" height="14" fill="#012169" />
        <path d="M0 0l20 14M20 0L0 14" stroke="#fff" strokeWidth="2.8" />
        <path d="M0 0l20 14M20 0L0 14" stroke="#c8102e" strokeWidth="1" />
        <path d="M10 0v14M0 7h20" stroke="#fff" strokeWidth="4" />
        <path d="M10 0v14M0 7h20" stroke="#c8102e" strokeWidth="2.2" />
      </g>
    </svg>
  );
}
