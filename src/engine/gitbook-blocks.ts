/**
 * GitBook's block syntax beyond GFM, as its editor and Git Sync write it into markdown:
 * `{% hint style="info" %}...{% endhint %}`, `{% tabs %}{% tab title=".." %}`, `{% code title=".." %}`,
 * `{% embed url=".." %}`, `{% content-ref url=".." %}`, `{% file src=".." %}`, `{% stepper %}{% step %}`,
 * `{% columns %}{% column %}`, `{% swagger %}` / `{% openapi %}`, `{% prompt %}`, `{% if expression %}`,
 * `{% updates %}{% update date=".." %}`, `{% include "path" %}`, the legacy `{% page-ref page=".." %}`,
 * `<details><summary>`, `$$` math blocks, and a YAML front matter block.
 *
 * These are found line by line (outside fenced code) before remark parses the markdown between
 * them, so a tag's content may hold any markdown (blank lines included) and nest other tags. The
 * result is one mdast tree: each block is a `gitbook` node whose children are the parsed content,
 * with positions (offsets) into the whole text so URL rewriting and link checks see every node.
 */
import type * as md from 'mdast';
import { parse as parseYaml } from 'yaml';

/** A GitBook block in the mdast tree (`name`: hint, tabs, tab, code, embed, details, math, ...). */
export interface GitbookBlock extends md.Parent {
  type: 'gitbook';
  name: string;
  attrs: Record<string, string>;
  children: md.RootContent[];
  /**
   * `math`: the formula; `details`: the summary (inline markdown); `frontmatter`: the YAML; `if`: the
   * expression; `include`: the path of the included file.
   */
  value?: string;
  /** The opening tag as written, and its offset in the whole text (URL rewriting edits attributes in it). */
  open: { text: string; offset: number };
  /** `details`: the `<summary>` line as written and its offset (URL rewriting edits the HTML in it). */
  summary?: { text: string; offset: number };
}

declare module 'mdast' {
  interface RootContentMap {
    gitbook: GitbookBlock;
  }
  interface BlockContentMap {
    gitbook: GitbookBlock;
  }
}

/** Tags with an end tag (`{% endname %}`). */
const CONTAINERS = new Set([
  'hint',
  'tabs',
  'tab',
  'code',
  'content-ref',
  'stepper',
  'step',
  'columns',
  'column',
  'swagger',
  'openapi',
  'swagger-description',
  'swagger-parameter',
  'swagger-response',
  'updates',
  'update',
  'prompt',
  'if',
]);
/** Tags that stand alone, or hold a caption when an end tag follows. */
const VOIDS = new Set(['embed', 'file', 'openapi-operation', 'openapi-schemas', 'include', 'page-ref']);

/**
 * A tag alone on its line: its name, then its arguments up to `%}` (`key="value"` attributes, an
 * `if`'s expression, an `include`'s quoted path). An integration's block is named
 * `@integration/block` (`{% @github-files/github-code-block url=".." %}`).
 */
const TAG = /^\s{0,3}\{%\s*([a-z][\w-]*|@[\w-]+\/[\w.-]+)((?:\s(?:[^%]|%(?!\}))*)?)%\}\s*$/;
/**
 * An integration's block whose attributes run over several lines (a diagram's `content="..."`):
 * its first line, and the whole tag once closed (quoted values may hold newlines and `%}`).
 */
const INTEGRATION_OPEN = /^\s{0,3}\{%\s*@[\w-]+\/[\w.-]+\s/;
const INTEGRATION_TAG = /^\s{0,3}\{%\s*(@[\w-]+\/[\w.-]+)((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'|[^\s%"']+))*)\s*%\}\s*$/;
/** Integration blocks are void: their properties are their attributes. */
export const isIntegration = (name: string) => name.startsWith('@');
const ATTR = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|([^\s%]+))/g;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** A line that starts a list item at the top level. */
const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])(\s|$)/;

export function tagAttributes(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTR)) out[m[1]] = m[2] ?? m[3] ?? m[4] ?? '';
  return out;
}

/** Lines that GitBook's blocks start on (a tag, `<details>`, `$$`): what makes a list item's content worth reading again. */
const BLOCK_START = (text: string) => {
  const trimmed = text.trim();
  const tag = TAG.exec(text.replace(/^\s+/, ''));
  return (
    (!!tag && (CONTAINERS.has(tag[1]) || VOIDS.has(tag[1]) || isIntegration(tag[1]))) ||
    INTEGRATION_OPEN.test(text.replace(/^\s+/, '')) ||
    trimmed === '$$' ||
    trimmed === '<details>' ||
    /^<details\s+open(="[^"]*")?>$/.test(trimmed)
  );
};

/** What a tag's arguments mean beyond attributes: an `if`'s expression, an `include`'s path. */
function tagValue(name: string, args: string): string | undefined {
  if (name === 'if') return args.trim();
  if (name === 'include') {
    const m = /^\s*(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(args);
    return m ? (m[1] ?? m[2] ?? m[3]) : '';
  }
  return undefined;
}

interface Line {
  text: string;
  /** Offset of the line's first character in the whole text. */
  start: number;
  /** Offset just past the line (its newline included). */
  end: number;
}

function splitLines(text: string, base: number): Line[] {
  const lines: Line[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl + 1;
    lines.push({ text: text.slice(at, nl < 0 ? text.length : nl), start: base + at, end: base + end });
    at = end;
  }
  return lines;
}

/** Which lines are inside fenced code (where tags are text). */
function fencedLines(lines: Line[]): boolean[] {
  const inside: boolean[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const m = FENCE.exec(line.text);
    if (fence) {
      inside.push(true);
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && !line.text.trim().slice(m[1].length))
        fence = undefined;
    } else if (m && !(m[1][0] === '`' && line.text.slice(line.text.indexOf(m[1]) + m[1].length).includes('`'))) {
      fence = m[1];
      inside.push(false);
    } else inside.push(false);
  }
  return inside;
}

type Parse = (markdown: string) => md.Root;

/**
 * The mdast of `text` (which starts at `base` in the whole document, on line `line`): GitBook
 * blocks become `gitbook` nodes, the markdown between them is parsed by `parse`.
 */
export function parseBlocks(text: string, parse: Parse, base = 0, firstLine = 1, top = true): md.RootContent[] {
  const lines = splitLines(text, base);
  const fenced = fencedLines(lines);
  const out: md.RootContent[] = [];
  let pending = -1;
  const flush = (until: number) => {
    if (pending < 0) return;
    const start = lines[pending].start;
    const end = until < lines.length ? lines[until].start : base + text.length;
    out.push(...parseShifted(text.slice(start - base, end - base), parse, start, firstLine + pending));
    pending = -1;
  };
  const inner = (from: number, to: number): md.RootContent[] => {
    if (from >= to) return [];
    const start = lines[from].start;
    const end = lines[to - 1].end;
    let slice = text.slice(start - base, end - base);
    if (slice.endsWith('\n')) slice = slice.slice(0, -1);
    return parseBlocks(slice, parse, start, firstLine + from, false);
  };
  const node = (name: string, attrs: Record<string, string>, i: number, last: number, children: md.RootContent[]) =>
    ({
      type: 'gitbook',
      name,
      attrs,
      children,
      open: { text: lines[i].text, offset: lines[i].start },
      position: {
        start: { line: firstLine + i, column: 1, offset: lines[i].start },
        end: {
          line: firstLine + last,
          column: lines[last].text.length + 1,
          offset: lines[last].start + lines[last].text.length,
        },
      },
    }) satisfies GitbookBlock as GitbookBlock;

  let i = 0;
  // YAML front matter: only at the very top of a page.
  if (top && lines[0]?.text === '---') {
    const close = lines.findIndex((l, k) => k > 0 && (l.text === '---' || l.text === '...'));
    if (close > 0) {
      const yaml = lines
        .slice(1, close)
        .map((l) => l.text)
        .join('\n');
      // Only YAML keys (a page opening on a `---` divider, with a `Note:` line before the next one, is content).
      if (/^[\w-]+\s*:/m.test(yaml) && yamlMapping(yaml)) {
        const fm = node('frontmatter', {}, 0, close, []);
        fm.value = yaml;
        out.push(fm);
        i = close + 1;
      }
    }
  }
  /**
   * Whether line `at` continues a list item of the markdown pending before it: read from the last
   * line that starts a top-level item (an item's extent does not depend on the items before it).
   */
  const continuesList = (at: number) => {
    let item = at - 1;
    while (item >= pending && (fenced[item] || !LIST_ITEM.test(lines[item].text))) item--;
    if (item < pending) return false;
    const slice = text.slice(lines[item].start - base, lines[at].end - base);
    const last = parse(slice).children.at(-1);
    return last?.type === 'list' && (last.position?.end.line ?? 0) >= at - item + 1;
  };
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (fenced[i]) {
      if (pending < 0) pending = i;
      continue;
    }
    // A block indented under a list item belongs to that item: read with the item's content.
    if (pending >= 0 && /^\s/.test(line.text) && BLOCK_START(line.text) && continuesList(i)) continue;
    const integration = TAG.exec(line.text) ? -1 : integrationEnd(lines, fenced, i);
    if (integration > 0) {
      flush(i);
      const whole = lines
        .slice(i, integration + 1)
        .map((l) => l.text)
        .join('\n');
      const m = INTEGRATION_TAG.exec(whole) as RegExpExecArray;
      const block = node(m[1], tagAttributes(m[2]), i, integration, []);
      block.open.text = whole;
      out.push(block);
      i = integration;
      continue;
    }
    const tag = TAG.exec(line.text);
    const trimmed = line.text.trim();
    let matched = false;
    if (tag && (CONTAINERS.has(tag[1]) || VOIDS.has(tag[1]) || isIntegration(tag[1]))) {
      const name = tag[1];
      let end = isIntegration(name) ? -1 : findEnd(lines, fenced, i, name);
      // An item left open (`{% tab %}` with no `{% endtab %}` before the next): it ends where its next sibling starts.
      const open = end < 0 && ITEMS.has(name) ? nextSibling(lines, fenced, i, name) : -1;
      if (open > 0) end = open;
      if (end > 0 || VOIDS.has(name) || isIntegration(name)) {
        flush(i);
        const last = open > 0 ? open - 1 : end > 0 ? end : i;
        const args = tag[2] ?? '';
        const block = node(name, name === 'if' ? {} : tagAttributes(args), i, last, end > 0 ? inner(i + 1, end) : []);
        const value = tagValue(name, args);
        if (value !== undefined) block.value = value;
        out.push(block);
        // Stray text after the end tag on its line: kept, read as the markdown after the block.
        const stray = end > 0 && open < 0 ? (endTagOf(name).exec(lines[end].text)?.[1] ?? '') : '';
        if (stray.trim()) {
          const at = lines[end].start + lines[end].text.length - stray.length;
          out.push(...parseShifted(stray, parse, at, firstLine + end));
        }
        i = last;
        matched = true;
      }
    } else if (trimmed === '<details>' || /^<details\s+open(="[^"]*")?>$/.test(trimmed)) {
      const end = findHtmlEnd(lines, fenced, i);
      if (end > 0) {
        flush(i);
        let from = i + 1;
        while (from < end && !lines[from].text.trim()) from++;
        const summary = /^\s*<summary>(.*)<\/summary>\s*$/.exec(lines[from]?.text ?? '');
        const attrs: Record<string, string> = trimmed === '<details>' ? {} : { open: 'true' };
        const details = node('details', attrs, i, end, inner(summary ? from + 1 : i + 1, end));
        details.value = summary ? summary[1] : '';
        if (summary) details.summary = { text: lines[from].text, offset: lines[from].start };
        out.push(details);
        i = end;
        matched = true;
      }
    } else if (trimmed === '$$') {
      const end = lines.findIndex((l, k) => k > i && !fenced[k] && l.text.trim() === '$$');
      if (end > 0) {
        flush(i);
        const math = node('math', {}, i, end, []);
        math.value = lines
          .slice(i + 1, end)
          .map((l) => l.text)
          .join('\n');
        out.push(math);
        i = end;
        matched = true;
      }
    }
    if (!matched && pending < 0) pending = i;
  }
  flush(lines.length);
  return out;
}

/** Whether a text is a YAML mapping (what front matter is). */
function yamlMapping(text: string): boolean {
  try {
    const data: unknown = parseYaml(text);
    return !!data && typeof data === 'object' && !Array.isArray(data);
  } catch {
    return false;
  }
}

/** Items of a container (a tab of tabs...): GitBook reads one left without its end tag up to the next. */
const ITEMS = new Set(['tab', 'step', 'column', 'update']);

/** For an item left open on line `open`: the line of its next sibling, or the end of its container's text. */
function nextSibling(lines: Line[], fenced: boolean[], open: number, name: string): number {
  for (let k = open + 1; k < lines.length; k++) if (!fenced[k] && TAG.exec(lines[k].text)?.[1] === name) return k;
  return lines.length;
}

/** `{% endname %}` at the start of a line, and what follows it on that line (its stray text). */
const endTagOf = (name: string) => new RegExp(`^\\s{0,3}\\{%\\s*end${name.replace(/-/g, '\\-')}\\s*%\\}(.*)$`);

/**
 * The line of `{% endname %}` closing the tag opened on line `open` (nested same-name tags
 * counted), or -1. Text after the end tag on its line (`{% endtab %}%}`, a typo) does not keep the
 * block open: the block ends there and the text is read after it.
 */
function findEnd(lines: Line[], fenced: boolean[], open: number, name: string): number {
  let depth = 1;
  const endTag = endTagOf(name);
  for (let k = open + 1; k < lines.length; k++) {
    if (fenced[k]) continue;
    if (endTag.test(lines[k].text)) {
      depth--;
      if (!depth) return k;
      continue;
    }
    const tag = TAG.exec(lines[k].text);
    // A void tag of the same name without its own end does not nest; containers do.
    if (tag && tag[1] === name && CONTAINERS.has(name)) depth++;
  }
  return -1;
}

function findHtmlEnd(lines: Line[], fenced: boolean[], open: number): number {
  let depth = 1;
  for (let k = open + 1; k < lines.length; k++) {
    if (fenced[k]) continue;
    const t = lines[k].text.trim();
    if (t === '<details>' || /^<details\s+open(="[^"]*")?>$/.test(t)) depth++;
    else if (t === '</details>' && !--depth) return k;
  }
  return -1;
}

/** The last line of an integration's tag opened on line `open` whose attributes run over several lines, or -1. */
function integrationEnd(lines: Line[], fenced: boolean[], open: number): number {
  if (!INTEGRATION_OPEN.test(lines[open].text)) return -1;
  let whole = lines[open].text;
  for (let k = open + 1; k < lines.length && k < open + 500 && !fenced[k]; k++) {
    whole += `\n${lines[k].text}`;
    if (/%\}\s*$/.test(lines[k].text) && INTEGRATION_TAG.test(whole)) return k;
  }
  return -1;
}

/** remark's tree of a slice, its positions moved to where the slice is in the whole text. */
function parseShifted(slice: string, parse: Parse, offset: number, line: number): md.RootContent[] {
  const root = parse(slice);
  if (offset || line !== 1) {
    const shift = (n: md.Nodes) => {
      if (n.position) {
        for (const p of [n.position.start, n.position.end]) {
          if (p.offset !== undefined) p.offset += offset;
          p.line += line - 1;
        }
      }
      if ('children' in n) for (const c of n.children as md.Nodes[]) shift(c);
    };
    for (const c of root.children) shift(c);
  }
  return root.children.flatMap((child): md.RootContent[] => {
    if (child.type === 'list') readListItems(child, slice, parse, offset);
    return child.type === 'html' ? splitHtml(child, parse) : [child];
  });
}

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * An HTML block followed, with no blank line between, by markdown (`<img src="..">` then a
 * paragraph): CommonMark makes the whole an HTML block, whose markdown would show as markup or
 * get lost. Once its elements are closed, the lines that do not start with a tag are markdown again.
 */
function splitHtml(node: md.Html, parse: Parse): md.RootContent[] {
  const start = node.position?.start;
  if (start?.offset === undefined) return [node];
  const lines = node.value.split('\n');
  let depth = 0;
  // A tag written over several lines (`<td` then `style="..">text</td>`): its start, carried on.
  let openTag = '';
  for (let k = 0; k < lines.length; k++) {
    const trimmed = lines[k].trim();
    if (k > 0 && depth <= 0 && !openTag && trimmed && !trimmed.startsWith('<')) {
      const head = lines.slice(0, k).join('\n');
      const html: md.Html = {
        type: 'html',
        value: head,
        position: {
          start: { ...start },
          end: { line: start.line + k - 1, column: lines[k - 1].length + 1, offset: start.offset + head.length },
        },
      };
      const rest = parseShifted(lines.slice(k).join('\n'), parse, start.offset + head.length + 1, start.line + k);
      return [html, ...rest];
    }
    const text = openTag ? `${openTag} ${lines[k]}` : lines[k];
    for (const m of text.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
      if (VOID_TAGS.has(m[2].toLowerCase()) || m[3]) continue;
      depth += m[1] ? -1 : 1;
    }
    const unclosed = text.match(/<\/?[a-zA-Z][\w-]*\b[^>]*$/);
    openTag = unclosed ? unclosed[0] : '';
  }
  return [node];
}

/**
 * List items whose content holds GitBook's blocks (`{% embed %}` indented under an item): the
 * item's content read again as a page's is, so the blocks belong to the item. `slice` is the text
 * the list was parsed from, starting at `offset` in the whole text.
 */
function readListItems(list: md.List, slice: string, parse: Parse, offset: number) {
  for (const item of list.children) {
    const from = item.position?.start;
    const to = item.position?.end;
    if (from?.offset === undefined || to?.offset === undefined) continue;
    const source = slice.slice(from.offset - offset, to.offset - offset);
    const sourceLines = source.split('\n');
    if (!sourceLines.slice(1).some(BLOCK_START) && !sourceLines.some((l) => INTEGRATION_OPEN.test(l.trim()))) {
      for (const child of item.children) if (child.type === 'list') readListItems(child, slice, parse, offset);
      continue;
    }
    const marker = /^([-*+]|\d{1,9}[.)])([ \t]*)/.exec(sourceLines[0]);
    if (!marker) continue;
    const spaces = marker[2].length;
    const indent = marker[1].length + (spaces === 0 || spaces > 4 || marker[0] === sourceLines[0] ? 1 : spaces);
    let first = Math.min(marker[0].length, indent);
    if (typeof item.checked === 'boolean')
      first += /^\[[ xX]\][ \t]*/.exec(sourceLines[0].slice(first))?.[0].length ?? 0;
    // Each line without the item's indentation (the first without its marker), and where it was.
    const dedent = from.column - 1 + indent;
    const kept: { text: string; at: number; removed: number }[] = [];
    let at = from.offset;
    sourceLines.forEach((text, k) => {
      const removed = k === 0 ? first : Math.min(dedent, /^ */.exec(text)?.[0].length ?? 0);
      kept.push({ text: text.slice(removed), at: at + removed, removed });
      at += text.length + 1;
    });
    const body = kept.map((l) => l.text).join('\n');
    const starts: number[] = [];
    let d = 0;
    for (const l of kept) {
      starts.push(d);
      d += l.text.length + 1;
    }
    const lineOf = (o: number) => {
      let k = 0;
      while (k + 1 < starts.length && starts[k + 1] <= o) k++;
      return k;
    };
    const move = (n: md.Nodes) => {
      for (const p of n.position ? [n.position.start, n.position.end] : []) {
        if (p.offset === undefined) continue;
        const k = lineOf(p.offset);
        p.offset = kept[k].at + (p.offset - starts[k]);
        p.column += kept[k].removed;
        p.line += from.line - 1;
      }
      if (n.type === 'gitbook') {
        for (const o of [n.open, n.summary])
          if (o) o.offset = kept[lineOf(o.offset)].at + (o.offset - starts[lineOf(o.offset)]);
      }
      if ('children' in n) for (const c of n.children as md.Nodes[]) move(c);
    };
    const children = parseBlocks(body, parse, 0, 1, false);
    for (const c of children) move(c);
    item.children = children as md.BlockContent[];
  }
}
