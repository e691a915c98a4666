/**
 * GitBook's JSON document as HTML, on the server: every block type the API serves, as JSX (the
 * renderer escapes text and attributes: nothing here concatenates markup). What needs a lookup or
 * work done beforehand (links to pages and files, reusable contents, highlighted code, math,
 * OpenAPI operations, adaptive conditions) comes from a `BlockEnv` prepared by src/modules/reader/page.ts.
 */
import { type ComponentChildren, Fragment, type JSX } from 'preact';
import { type DocNode, fragmentOf, type Ref, refOf, safeUrl, textOf } from './nodes.ts';
import { type Operation, OperationView } from './openapi.tsx';

export interface FileLink {
  url: string;
  name: string;
  size?: number;
  contentType?: string;
  width?: number;
  height?: number;
}

/** What an embed block shows of its URL's page (src/modules/urls/embeds.ts): a link card, never remote markup. */
export interface EmbedCard {
  title: string;
  site: string;
  description?: string;
}

/** A highlighted line: tokens with their light and dark colours. */
export type CodeLine = { text: string; light?: string; dark?: string }[];

export interface BlockEnv {
  /** Where a link reference goes (null: nowhere a reader may follow). */
  href(ref: Ref | undefined): string | null;
  /** The title of the page a reference names, for content-ref cards. */
  refTitle(ref: Ref | undefined): string | null;
  /** A file (or an image on this site) by reference; null for an outside URL or a missing file. */
  file(ref: Ref | undefined): FileLink | null;
  /** The blocks of a reusable content. */
  reusable(ref: Ref | undefined): DocNode[] | null;
  /** The highlighted lines of a code block (null: plain). */
  code(block: DocNode): CodeLine[] | null;
  /** A formula as MathML (rendered by KaTeX). */
  math(formula: string, display: boolean): string;
  /** The operation an OpenAPI block shows. */
  operation(block: DocNode): Operation | null;
  /** Whether an adaptive `if` block shows for this visitor. */
  shows(expression: string): boolean;
  /** The kept embed of an embed block's URL (none: a plain link card). */
  embed?(url: string): EmbedCard | null;
}

type Props = { env: BlockEnv };

export function Blocks({ nodes, env }: Props & { nodes: DocNode[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, i) => (
        <Block key={node.key ?? i} node={node} env={env} />
      ))}
    </>
  );
}

const HEADINGS: Record<string, 'h2' | 'h3' | 'h4'> = { 'heading-1': 'h2', 'heading-2': 'h3', 'heading-3': 'h4' };
const HINT_LABEL: Record<string, string> = { info: 'Info', warning: 'Warning', danger: 'Danger', success: 'Success' };

export function Block({ node, env }: Props & { node: DocNode }): JSX.Element | null {
  const data = node.data ?? {};
  const type = node.type ?? '';
  const Tag = HEADINGS[type];
  if (Tag) {
    const id = typeof data.id === 'string' ? data.id : node.meta?.id;
    return (
      <Tag id={id}>
        {id ? (
          <a class="anchor" href={`#${id}`}>
            <Inlines nodes={node.nodes} env={env} />
          </a>
        ) : (
          <Inlines nodes={node.nodes} env={env} />
        )}
      </Tag>
    );
  }
  switch (type) {
    case 'paragraph': {
      // A formula alone in its paragraph (`$$...$$` on its own line) is display math.
      const parts = (node.nodes ?? []).filter((n) => n.object !== 'text' || textOf(n).trim());
      if (parts.length === 1 && parts[0].type === 'inline-math')
        return <Block node={{ type: 'math', data: parts[0].data }} env={env} />;
      return (
        <p>
          <Inlines nodes={node.nodes} env={env} />
        </p>
      );
    }
    case 'list-unordered':
      return (
        <ul>
          <Blocks nodes={node.nodes} env={env} />
        </ul>
      );
    case 'list-ordered':
      return (
        <ol start={typeof data.start === 'number' && data.start !== 1 ? data.start : undefined}>
          <Blocks nodes={node.nodes} env={env} />
        </ol>
      );
    case 'list-tasks':
      return (
        <ul class="tasks">
          <Blocks nodes={node.nodes} env={env} />
        </ul>
      );
    case 'list-item':
      return (
        <li>
          {typeof data.checked === 'boolean' ? (
            <input type="checkbox" checked={data.checked} disabled aria-label={data.checked ? 'Done' : 'To do'} />
          ) : null}
          <Blocks nodes={node.nodes} env={env} />
        </li>
      );
    case 'blockquote':
      return (
        <blockquote>
          <Blocks nodes={node.nodes} env={env} />
        </blockquote>
      );
    case 'divider':
      return <hr />;
    case 'hint': {
      const style = typeof data.style === 'string' && HINT_LABEL[data.style] ? data.style : 'info';
      return (
        <div class={`hint hint-${style}`} role="note">
          <span class="sr-only">{HINT_LABEL[style]}: </span>
          <Blocks nodes={node.nodes} env={env} />
        </div>
      );
    }
    case 'code':
      return <CodeBlock node={node} env={env} />;
    case 'prompt':
      return (
        <div class="prompt">
          {data.description ? <p class="prompt-title">{String(data.description)}</p> : null}
          <Blocks nodes={node.nodes} env={env} />
        </div>
      );
    case 'math':
      return (
        <div
          class="math"
          // KaTeX's MathML (it escapes the formula; `trust` stays off).
          dangerouslySetInnerHTML={{ __html: env.math(String(data.formula ?? ''), true) }}
        />
      );
    case 'images':
      return <Images node={node} env={env} />;
    case 'image':
      return <Figure node={node} env={env} />;
    case 'file': {
      const file = env.file(refOf(data.ref));
      const caption = fragmentOf(node, 'caption');
      if (!file) return <p class="missing">Missing file</p>;
      return (
        <p class="file">
          <a href={file.url} download={file.name}>
            {file.name}
          </a>
          {file.size ? <span class="meta"> ({formatBytes(file.size)})</span> : null}
          {caption ? (
            <span class="caption">
              {' — '}
              {caption.nodes?.map(textOf).join(' ')}
            </span>
          ) : null}
        </p>
      );
    }
    case 'embed': {
      const url = String(data.url ?? '');
      const embed = env.embed?.(url);
      return embed ? (
        <LinkCard url={url} title={embed.title} kind={embed.site} description={embed.description} />
      ) : (
        <LinkCard url={url} title={String(data.title ?? data.url ?? '')} kind="Embed" />
      );
    }
    case 'integration': {
      const props = (data.props ?? {}) as Record<string, unknown>;
      const url = typeof props.url === 'string' ? props.url : '';
      return url ? (
        <LinkCard url={url} title={url} kind={String(data.integration ?? 'Integration')} />
      ) : (
        <p class="missing">
          This block needs the {String(data.integration ?? 'an')} integration, which Quire does not run.
        </p>
      );
    }
    case 'content-ref': {
      const ref = refOf(data.ref);
      const href = env.href(ref);
      if (!href) return <p class="missing">Missing link</p>;
      return (
        <p class="card content-ref">
          <a href={href}>{env.refTitle(ref) ?? href}</a>
        </p>
      );
    }
    case 'reusable-content':
      return <Blocks nodes={env.reusable(refOf(data.ref)) ?? []} env={env} />;
    case 'expandable': {
      const title = fragmentOf(node, 'expandable-title');
      const body = fragmentOf(node, 'expandable-body');
      return (
        <details class="expandable" open={data.open === true || undefined}>
          <summary>
            {(title?.nodes ?? []).map((p, i) => (
              <Inlines key={i} nodes={p.nodes} env={env} />
            ))}
          </summary>
          <Blocks nodes={body?.nodes} env={env} />
        </details>
      );
    }
    case 'tabs':
      return (
        <div class="tabs" data-tabs>
          {(node.nodes ?? []).map((tab, i) => (
            <section class="tab-panel" key={tab.key ?? i} data-title={String(tab.data?.title ?? `Tab ${i + 1}`)}>
              <p class="tab-title">{String(tab.data?.title ?? `Tab ${i + 1}`)}</p>
              <Blocks nodes={tab.nodes} env={env} />
            </section>
          ))}
        </div>
      );
    case 'stepper':
      return (
        <ol class="stepper">
          {(node.nodes ?? []).map((step, i) => (
            <li key={step.key ?? i}>
              <Blocks nodes={step.nodes} env={env} />
            </li>
          ))}
        </ol>
      );
    case 'columns':
      return (
        <div class="columns">
          {(node.nodes ?? []).map((column, i) => (
            <div class="column" key={column.key ?? i}>
              <Blocks nodes={column.nodes} env={env} />
            </div>
          ))}
        </div>
      );
    case 'table':
      return <Table node={node} env={env} />;
    case 'swagger':
    case 'openapi-operation': {
      const op = env.operation(node);
      if (!op)
        return (
          <p class="missing">
            OpenAPI operation {String(data.method ?? '').toUpperCase()} {String(data.path ?? '')}: its specification is
            not processed.
          </p>
        );
      return <OperationView op={op} />;
    }
    case 'if':
      return env.shows(String(data.expression ?? '')) ? <Blocks nodes={node.nodes} env={env} /> : null;
    case 'updates':
      return (
        <div class="updates">
          <Blocks nodes={node.nodes} env={env} />
        </div>
      );
    case 'update': {
      const date = typeof data.date === 'string' ? data.date : '';
      return (
        <section class="update">
          {date ? <time dateTime={date}>{date.slice(0, 10)}</time> : null}
          <Blocks nodes={node.nodes} env={env} />
        </section>
      );
    }
    default:
      // An unknown block keeps its text.
      return node.nodes?.length ? (
        <div class={`block-${type.replace(/[^a-z0-9-]/g, '')}`}>
          <Blocks nodes={node.nodes} env={env} />
        </div>
      ) : null;
  }
}

function CodeBlock({ node, env }: Props & { node: DocNode }) {
  const data = node.data ?? {};
  const title = typeof data.title === 'string' && data.title ? data.title : null;
  const lines: CodeLine[] = env.code(node) ?? (node.nodes ?? []).map((line) => [{ text: textOf(line) }]);
  const lang = typeof data.syntax === 'string' ? data.syntax : undefined;
  return (
    <figure class={`code${data.overflow === 'wrap' ? ' wrap' : ''}`}>
      {title ? <figcaption>{title}</figcaption> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block that scrolls must be reachable from the keyboard */}
      <pre tabIndex={0}>
        <code data-lang={lang}>
          {lines.map((tokens, i) => (
            <span class="line" key={i}>
              {tokens.map((t, j) =>
                t.light ? (
                  <span key={j} style={`--l:${t.light};--d:${t.dark ?? t.light}`}>
                    {t.text}
                  </span>
                ) : (
                  t.text
                ),
              )}
              {'\n'}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

function Img({ file, alt, dark }: { file: FileLink | null; alt: string; dark?: FileLink | null }): JSX.Element {
  if (!file) return <span class="missing">{alt || 'Image'}</span>;
  const img = <img src={file.url} alt={alt} width={file.width} height={file.height} loading="lazy" decoding="async" />;
  return dark ? (
    <picture>
      <source srcSet={dark.url} media="(prefers-color-scheme: dark)" />
      {img}
    </picture>
  ) : (
    img
  );
}

/** An image from outside the site is a link: the reader's browser loads nothing from elsewhere. */
function ImageOrLink({ node, env }: Props & { node: DocNode }) {
  const data = node.data ?? {};
  const ref = refOf(data.ref);
  const alt = typeof data.alt === 'string' ? data.alt : '';
  const file = env.file(ref);
  if (!file && ref?.kind === 'url') {
    const href = env.href(ref);
    return href ? <a href={href}>{alt || 'Image'} (external image)</a> : <span>{alt}</span>;
  }
  return <Img file={file} alt={alt} dark={env.file(refOf(data.refDark))} />;
}

function Figure({ node, env }: Props & { node: DocNode }) {
  const caption = fragmentOf(node, 'caption');
  return (
    <figure class="image">
      <ImageOrLink node={node} env={env} />
      {caption ? (
        <figcaption>
          {caption.nodes?.map((p, i) => (
            <Inlines key={i} nodes={p.nodes} env={env} />
          ))}
        </figcaption>
      ) : null}
    </figure>
  );
}

function Images({ node, env }: Props & { node: DocNode }) {
  const images = node.nodes ?? [];
  return (
    <div class={`images${images.length > 1 ? ' row' : ''}`}>
      {images.map((image, i) => (
        <Figure key={image.key ?? i} node={image} env={env} />
      ))}
    </div>
  );
}

function LinkCard({
  url,
  title,
  kind,
  description,
}: {
  url: string;
  title: string;
  kind: string;
  description?: string;
}) {
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    return <p class="missing">{title}</p>;
  }
  const href = safeUrl(url);
  if (!href) return <p class="missing">{title}</p>;
  return (
    <p class="card link-card">
      <a href={href} rel="noopener noreferrer">
        <span class="card-kind">{kind}</span> {title}
      </a>
      <span class="meta"> {host}</span>
      {description ? <span class="card-description">{description}</span> : null}
    </p>
  );
}

function Table({ node, env }: Props & { node: DocNode }) {
  const data = node.data ?? {};
  const view = (data.view ?? {}) as { type?: string; columns?: string[]; hideHeader?: boolean };
  const definition = (data.definition ?? {}) as Record<string, { title?: string; type?: string; hidden?: boolean }>;
  const records = Object.values((data.records ?? {}) as Record<string, { orderIndex?: string; values?: object }>).sort(
    (a, b) => ((a.orderIndex ?? '') < (b.orderIndex ?? '') ? -1 : 1),
  );
  const columns = (view.columns ?? Object.keys(definition)).filter((c) => !definition[c]?.hidden);
  const cell = (value: unknown, column: string): ComponentChildren => {
    const type = definition[column]?.type;
    if (typeof value === 'string') {
      const fragment = fragmentOf(node, value);
      if (fragment) return <Blocks nodes={fragment.nodes} env={env} />;
    }
    if (type === 'checkbox') return value ? '✓' : '';
    if (Array.isArray(value))
      return value.map((v, i) => {
        const file = typeof v === 'string' ? env.file({ kind: 'file', file: v }) : null;
        return file ? <Img key={i} file={file} alt={file.name} /> : null;
      });
    if (value && typeof value === 'object') {
      const href = env.href(refOf(value));
      return href ? <a href={href}>{env.refTitle(refOf(value)) ?? href}</a> : null;
    }
    return value == null ? '' : String(value);
  };
  const valuesOf = (r: { values?: object }) => (r.values ?? {}) as Record<string, unknown>;
  if (view.type === 'cards')
    return (
      <ul class="cards">
        {records.map((r, i) => (
          <li class="card" key={i}>
            {columns.map((c) => (
              <div key={c}>{cell(valuesOf(r)[c], c)}</div>
            ))}
          </li>
        ))}
      </ul>
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls must be reachable from the keyboard
    <section class="table-wrap" aria-label="Table" tabIndex={0}>
      <table>
        {view.hideHeader ? null : (
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {definition[c]?.title ?? ''}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {records.map((r, i) => (
            <tr key={i}>
              {columns.map((c) => (
                <td key={c}>{cell(valuesOf(r)[c], c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Inlines

export function Inlines({ nodes, env }: Props & { nodes: DocNode[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, i) => (
        <Inline key={i} node={node} env={env} />
      ))}
    </>
  );
}

function Inline({ node, env }: Props & { node: DocNode }): JSX.Element | null {
  if (node.object === 'text' || node.leaves) {
    return (
      <>
        {(node.leaves ?? []).map((leaf, i) => {
          if (!leaf.marks?.length) return leaf.text ?? '';
          let out: ComponentChildren = leaf.text ?? '';
          for (const mark of leaf.marks ?? []) {
            if (mark.type === 'bold') out = <strong>{out}</strong>;
            else if (mark.type === 'italic') out = <em>{out}</em>;
            else if (mark.type === 'strikethrough') out = <s>{out}</s>;
            else if (mark.type === 'code') out = <code>{out}</code>;
            else if (mark.type === 'color') out = <mark class="color">{out}</mark>;
          }
          return <Fragment key={i}>{out}</Fragment>;
        })}
      </>
    );
  }
  const data = node.data ?? {};
  switch (node.type) {
    case 'link': {
      const href = env.href(refOf(data.ref));
      const children = <Inlines nodes={node.nodes} env={env} />;
      return href ? <a href={href}>{children}</a> : children;
    }
    case 'inline-image':
      return <ImageOrLink node={node} env={env} />;
    case 'inline-math':
      return <span class="math" dangerouslySetInnerHTML={{ __html: env.math(String(data.formula ?? ''), false) }} />;
    case 'button': {
      const href = env.href(refOf(data.ref));
      const label = String(data.label ?? '');
      return href ? (
        <a class={`button button-${data.kind === 'secondary' ? 'secondary' : 'primary'}`} href={href}>
          {label}
        </a>
      ) : (
        <span>{label}</span>
      );
    }
    case 'emoji':
      return <span>{typeof data.code === 'string' ? emoji(data.code) : ''}</span>;
    case 'annotation':
      return (
        <span class="annotation">
          <Inlines nodes={node.nodes} env={env} />
        </span>
      );
    default:
      return node.nodes ? <Inlines nodes={node.nodes} env={env} /> : null;
  }
}

/** GitBook's emoji code (hex code points joined by `-`) as the character. */
function emoji(code: string): string {
  try {
    return String.fromCodePoint(...code.split('-').map((h) => Number.parseInt(h, 16)));
  } catch {
    return '';
  }
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
