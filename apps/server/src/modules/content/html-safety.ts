import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

const allowedTags = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
]);
const allowedAttributes = new Set(['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'style']);
const safeUrl = /^(https?:|mailto:|tel:|\/(?!\/)|#|[^:]*$)/i;

/** Browsers ignore whitespace and control characters inside a URL's scheme. */
const stripControls = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');

/**
 * Independent check of stored HTML (tests): every element and attribute is in
 * the allow list, no event handler, URLs only http(s)/mailto/tel/relative, no
 * CSS url() or expression(). Returns what is wrong, empty when safe.
 */
export function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'script' || node.type === 'style') problems.push(`<${(node as Element).name}>`);
      if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const el = node as Element;
        if (!allowedTags.has(el.name)) problems.push(`tag ${el.name}`);
        for (const [name, value] of Object.entries(el.attribs)) {
          if (!allowedAttributes.has(name)) problems.push(`attribute ${name}`);
          if ((name === 'href' || name === 'src') && !safeUrl.test(stripControls(value))) problems.push(`url ${value}`);
          if (name === 'style' && /url\s*\(|expression|javascript|behavior|binding|@import|position\s*:/i.test(value))
            problems.push(`style ${value}`);
        }
        visit(el.children);
      }
    }
  };
  visit(parseDocument(html).children);
  return problems;
}
