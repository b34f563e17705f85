import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './html-content.css';

// Links in operator HTML open outside the site and cannot reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});

const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['srcset', 'action', 'formaction'],
};

/**
 * Operator HTML (announcements, help, inbox). The server sanitised it when it
 * was saved; it is sanitised again here with DOMPurify before it reaches the
 * page (DESIGN.md), so a gap in one layer is not enough.
 */
export function HtmlContent({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, config), [html]);
  return <div className={`html-content ${className ?? ''}`} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
