import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberEntry } from '../hooks/use-member-entries';

/** A member entry as a link, or as a button when a tap is refused or redirected (see useMemberEntries). */
export function EntryLink({ entry, className, children }: { entry: MemberEntry; className: string; children: ReactNode }) {
  const testId = `member-entry-${entry.routeId}`;
  if (entry.onTap) {
    return (
      <button type="button" className={className} data-testid={testId} onClick={entry.onTap}>
        {children}
      </button>
    );
  }
  return (
    <Link to={entry.to} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
