/**
 * The format of a page's custom content (`customContent` of the sign-in experience): plain text
 * with a little markdown. Paragraphs are separated by a blank line, a single line break is kept,
 * `**bold**`, `_italic_` or `*italic*`, and `[a link](https://…)` to an http(s) or mailto address.
 * Anything else, HTML included, is text: the content is parsed into nodes that React renders as
 * text, never handed to the browser as markup, so an admin (or a stolen admin session) cannot run
 * script on the tenant's sign-in page.
 */
export type InlineNode =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong' | 'emphasis'; children: InlineNode[] }
  | { type: 'link'; href: string; children: InlineNode[] };

export type Paragraph = InlineNode[];

const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

/** Only absolute web and mail addresses: no `javascript:`, `data:` or relative tricks. */
export const isSafeHref = (href: string) => {
  try {
    return safeProtocols.has(new URL(href).protocol);
  } catch {
    return false;
  }
};

// Order matters: bold before italic, so `**x**` is not read as two empty italics.
const inlinePattern =
  /\*\*(?<strong>[^\n]+?)\*\*|\[(?<label>[^\]\n]+)\]\((?<href>[^)\s]+)\)|(?<![\p{L}\p{N}])_(?<underscored>[^\n_]+)_(?![\p{L}\p{N}])|\*(?<starred>[^\n*]+)\*|(?<newline>\n)/gu;

export const parseInline = (source: string): InlineNode[] => {
  const nodes: InlineNode[] = [];
  let last = 0;
  const text = (value: string) => {
    if (value) {
      nodes.push({ type: 'text', text: value });
    }
  };
  for (const match of source.matchAll(inlinePattern)) {
    text(source.slice(last, match.index));
    last = match.index + match[0].length;
    const { strong, label, href, underscored, starred, newline } = match.groups ?? {};
    if (newline) {
      nodes.push({ type: 'break' });
    } else if (strong) {
      nodes.push({ type: 'strong', children: parseInline(strong) });
    } else if (label && href) {
      // An unsafe address keeps its words and loses the link.
      nodes.push(
        ...(isSafeHref(href)
          ? [{ type: 'link' as const, href, children: parseInline(label) }]
          : parseInline(label)),
      );
    } else {
      nodes.push({ type: 'emphasis', children: parseInline(underscored ?? starred ?? '') });
    }
  }
  text(source.slice(last));
  return nodes;
};

/** The content's paragraphs; blank content has none. */
export const parseCustomContent = (source: string): Paragraph[] =>
  source
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map(parseInline);
