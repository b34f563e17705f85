import sanitizeHtml from 'sanitize-html';

const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const length = [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/];

/**
 * The HTML an operator may store (announcements, help, inbox): text
 * formatting, lists, tables, links and images over http(s), a few inline
 * styles. No scripts, frames, forms, event handlers, SVG or MathML, and no
 * javascript:/data: URLs. Every operator text goes through here before it is
 * saved, and the site renders it again through DOMPurify (DESIGN.md).
 */
/**
 * Stricter than the scheme list alone: a URL must start with http(s)://,
 * mailto:, tel:, a single "/" or "#". Odd relative forms (a backtick, "\\x01")
 * that browsers of old read as script are dropped rather than reasoned about.
 */
const STRICT_URL = /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

function withSafeUrl(attribs: sanitizeHtml.Attributes, name: string): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || STRICT_URL.test(value.trim())) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: colour,
      'background-color': colour,
      'text-align': [/^(left|right|center|justify)$/],
      'font-size': length,
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the site and cannot reach back into it.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...withSafeUrl(attribs, 'href'), target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: withSafeUrl(attribs, 'src') }),
  },
};

export function sanitizeOperatorHtml(html: string): string {
  return sanitizeHtml(html, options);
}

/** Titles are plain text: markup is dropped, and so are angle brackets, so no title ever reads as a tag. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;|&gt;|[<>]/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
