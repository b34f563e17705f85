import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { BackIcon } from './icons/nav-icons';

interface TitleBarProps {
  /** Usually text; a screen may make it a button (the game list's filter toggle). */
  title: ReactNode;
  /** Null hides the arrow (route.back 'hidden'). */
  onBack: (() => void) | null;
  backLabel: string;
  right?: ReactNode;
}

/** The in-screen title bar of routes without the shared header. */
export function TitleBar({ title, onBack, backLabel, right }: TitleBarProps) {
  return (
    <div className="title-bar">
      <div className="title-bar__side">
        {onBack ? (
          <IconButton label={backLabel} onClick={onBack} data-testid="title-bar-back">
            <BackIcon />
          </IconButton>
        ) : null}
      </div>
      <h1 className="title-bar__title">{title}</h1>
      <div className="title-bar__side title-bar__side--end">{right}</div>
    </div>
  );
}
