/**
 * The reader's block renderer (src/modules/reader/render/blocks.tsx) on documents made by the
 * markdown converter the API serves them with: each block type's HTML, escaping, and the refusal
 * of `javascript:` links. What needs the server (files, pages, highlighting) comes from a stub.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { servedDocument } from '../../src/engine/block-keys.ts';
import { type BlockEnv, Blocks } from '../../src/modules/reader/render/blocks.tsx';
import { mathML } from '../../src/modules/reader/render/math.ts';
import type { DocNode, Ref } from '../../src/modules/reader/render/nodes.ts';
import { safeUrl } from '../../src/modules/reader/render/nodes.ts';
import { operationOf } from '../../src/modules/reader/render/openapi.tsx';

const env = (overrides: Partial<BlockEnv> = {}): BlockEnv => ({
  href: (ref?: Ref) => (ref?.kind === 'url' ? safeUrl(String(ref.url)) : null),
  refTitle: () => null,
  file: (ref?: Ref) =>
    ref?.kind === 'url' && String(ref.url).startsWith('/')
      ? { url: String(ref.url), name: 'f.png', width: 640, height: 480 }
      : null,
  reusable: () => null,
  code: () => null,
  math: mathML,
  operation: () => null,
  shows: (expression) => expression === 'true',
  ...overrides,
});

const render = (markdown: string, e: BlockEnv = env()) =>
  renderToString(h(Blocks, { nodes: servedDocument(markdown).nodes as DocNode[], env: e }));

describe('the block renderer', () => {
  it('escapes text once and refuses script links', () => {
    const html = render(
      '<script>alert(1)</script>\n\nA [bad](javascript:alert(2)) and [spaced](java\tscript:x) link, &lt;b&gt; &amp; more.\n',
    );
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script>alert(1)&lt;/script>');
    expect(html).not.toMatch(/href="[^"]*script:/i);
    expect(html).toContain('bad');
    expect(html).toContain('&lt;b> &amp; more.');
  });

  it('headings carry anchors one level below the page title; lists, quotes, dividers', () => {
    const html = render('# Top\n\n## Sub\n\n- one\n- two\n\n1. first\n\n> quoted\n\n---\n');
    expect(html).toContain('<h2 id="top"><a class="anchor" href="#top">Top</a></h2>');
    expect(html).toContain('<h3 id="sub"><a class="anchor" href="#sub">Sub</a></h3>');
    expect(html).toMatch(/<ul><li><p>one<\/p><\/li><li><p>two<\/p><\/li><\/ul>/);
    expect(html).toContain('<ol><li><p>first</p></li></ol>');
    expect(html).toContain('<blockquote><p>quoted</p></blockquote>');
    expect(html).toContain('<hr/>');
  });

  it('code keeps its title and lines, highlighted when the environment has colours; focusable', () => {
    const md = '{% code title="hello.ts" %}\n```ts\nconst a = 1;\nconst b = 2;\n```\n{% endcode %}\n';
    const plain = render(md);
    expect(plain).toContain('<figcaption>hello.ts</figcaption>');
    expect(plain).toContain('<pre tabindex="0"><code data-lang="ts">');
    expect(plain).toContain('<span class="line">const a = 1;\n</span><span class="line">const b = 2;\n</span>');
    const coloured = render(md, env({ code: () => [[{ text: 'const', light: '#D73A49', dark: '#F97583' }], []] }));
    expect(coloured).toContain('<span style="--l:#D73A49;--d:#F97583">const</span>');
  });

  it('hints, expandables, tabs, steppers and columns', () => {
    const html = render(
      [
        '{% hint style="warning" %}\nCareful.\n{% endhint %}',
        '<details>\n<summary>More</summary>\n\nHidden text.\n\n</details>',
        '{% tabs %}\n{% tab title="npm" %}\nnpm i\n{% endtab %}\n{% tab title="yarn" %}\nyarn add\n{% endtab %}\n{% endtabs %}',
        '{% stepper %}\n{% step %}\nFirst step.\n{% endstep %}\n{% step %}\nSecond step.\n{% endstep %}\n{% endstepper %}',
        '{% columns %}\n{% column %}\nLeft.\n{% endcolumn %}\n{% column %}\nRight.\n{% endcolumn %}\n{% endcolumns %}',
      ].join('\n\n'),
    );
    expect(html).toContain(
      '<div class="hint hint-warning" role="note"><span class="sr-only">Warning: </span><p>Careful.</p></div>',
    );
    expect(html).toContain('<details class="expandable"><summary>More</summary><p>Hidden text.</p></details>');
    expect(html).toContain(
      '<section class="tab-panel" data-title="npm"><p class="tab-title">npm</p><p>npm i</p></section>',
    );
    expect(html).toContain('<ol class="stepper"><li><p>First step.</p></li><li><p>Second step.</p></li></ol>');
    expect(html).toContain(
      '<div class="columns"><div class="column"><p>Left.</p></div><div class="column"><p>Right.</p></div></div>',
    );
  });

  it('tables with headers; images with size, caption and lazy loading; outside images as links; embeds as cards', () => {
    const html = render(
      [
        '| Name | Value |\n| --- | --- |\n| a | **1** |',
        '<figure><img src="/files/f.png" alt="A chart"><figcaption><p>The chart</p></figcaption></figure>',
        '![Remote](https://example.com/x.png)',
        '{% embed url="https://www.youtube.com/watch?v=abc" %}',
      ].join('\n\n'),
    );
    expect(html).toMatch(/<th scope="col">Name<\/th><th scope="col">Value<\/th>/);
    expect(html).toMatch(/<td><p>a<\/p><\/td><td><p><strong>1<\/strong><\/p><\/td>/);
    expect(html).toContain(
      '<img src="/files/f.png" alt="A chart" width="640" height="480" loading="lazy" decoding="async"/>',
    );
    expect(html).toContain('<figcaption>The chart</figcaption>');
    expect(html).not.toContain('src="https://example.com/x.png"');
    expect(html).toContain('<a href="https://example.com/x.png">Remote (external image)</a>');
    expect(html).toMatch(/<a href="https:\/\/www.youtube.com\/watch\?v=abc" rel="noopener noreferrer">/);
    expect(html).not.toContain('<iframe');
  });

  it('math as MathML from KaTeX, adaptive blocks by the visitor, OpenAPI operations from the spec', () => {
    const html = render(
      '$$E = mc^2$$\n\n{% if true %}\nShown.\n{% endif %}\n\n{% if false %}\nNot shown.\n{% endif %}\n',
    );
    expect(html).toMatch(/<div class="math"><span class="katex"><math[^>]*display="block"/);
    expect(html).toContain('Shown.');
    expect(html).not.toContain('Not shown.');
    const spec = {
      openapi: '3.0.0',
      paths: {
        '/pets/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          get: {
            summary: 'Get a pet',
            responses: {
              200: {
                description: 'The pet',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: { Pet: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
      },
    };
    const op = operationOf(spec, '/pets/{id}', 'GET');
    expect(op).toMatchObject({
      method: 'get',
      summary: 'Get a pet',
      parameters: [{ name: 'id', in: 'path', required: true, type: 'string' }],
      responses: [{ status: '200', type: 'Pet', fields: [{ name: 'name', type: 'string', required: true }] }],
    });
    const block = render(
      '{% openapi src="https://x/openapi.json" path="/pets/{id}" method="get" %}\n[x](https://x/openapi.json)\n{% endopenapi %}\n',
      env({ operation: () => op }),
    );
    expect(block).toContain('<span class="method method-get">GET</span> <code>/pets/{id}</code>');
    expect(block).toContain('<code>name</code><span class="required"> required</span>');
  });
});
