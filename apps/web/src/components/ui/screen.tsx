import type { ReactNode } from 'react';

interface ScreenProps {
  /** Contract route id; gives the `screen-<id>` test id. */
  id: string;
  /** Translated title, the accessible name of the screen region. */
  title: string;
  className?: string;
  children: ReactNode;
}

export function Screen({ id, title, className, children }: ScreenProps) {
  return (
    <section data-testid={`screen-${id}`} aria-label={title} className={`screen ${className ?? ''}`}>
      {children}
    </section>
  );
}
