import type { ButtonHTMLAttributes, ReactNode } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** Required: an icon-only button needs a spoken name. */
  label: string;
  children: ReactNode;
};

export function IconButton({ label, children, className, ...rest }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} className={`icon-button ${className ?? ''}`} {...rest}>
      {children}
    </button>
  );
}
