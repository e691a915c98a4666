/**
 * Syntax colours at render time, by shiki with its JavaScript regex engine (no WebAssembly): a
 * language's grammar is loaded on the first block in it, then kept; unknown languages stay plain.
 * Every token carries its colour in GitHub's light and dark themes (the page picks one in CSS).
 * shiki stays in node_modules (scripts/build.mjs): its grammars are files loaded on demand.
 */
import type { HighlighterCore } from 'shiki/core';
import type { CodeLine } from './blocks.tsx';

const PLAIN = { light: '#24292E', dark: '#E1E4E8' };

let highlighter: Promise<HighlighterCore> | undefined;
const loading = new Map<string, Promise<string | null>>();
// A code block longer than this is shown plain: highlighting is for reading, not for dumps.
const MAX_CODE = 100_000;

async function core(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, light, dark] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
      import('shiki/themes/github-light.mjs'),
      import('shiki/themes/github-dark.mjs'),
    ]);
    return createHighlighterCore({
      themes: [light.default, dark.default],
      langs: [],
      engine: createJavaScriptRegexEngine({ forgiving: true }),
    });
  })();
  return highlighter;
}

/** The language id shiki knows for a block's syntax name, loaded; null when it has none. */
function language(h: HighlighterCore, name: string): Promise<string | null> {
  const wanted = name.toLowerCase();
  let found = loading.get(wanted);
  if (!found) {
    found = (async () => {
      const { bundledLanguages, bundledLanguagesAlias } = await import('shiki/langs');
      const id = wanted in bundledLanguages ? wanted : wanted in bundledLanguagesAlias ? wanted : null;
      if (!id) return null;
      const load =
        (bundledLanguages as Record<string, () => Promise<{ default: unknown }>>)[id] ??
        (bundledLanguagesAlias as Record<string, () => Promise<{ default: unknown }>>)[id];
      await h.loadLanguage((await load()).default as Parameters<HighlighterCore['loadLanguage']>[0]);
      return id;
    })().catch(() => null);
    loading.set(wanted, found);
  }
  return found;
}

// Highlighted blocks by language and text: an edit elsewhere on a page (a new revision) does not
// highlight its unchanged code again. Bounded by the characters kept.
const done = new Map<string, CodeLine[]>();
let doneChars = 0;
const DONE_CHARS = 4 * 1024 * 1024;

/** Highlighted lines of `code` in `syntax`; null when the language is unknown. */
export async function highlight(code: string, syntax: string | undefined): Promise<CodeLine[] | null> {
  if (!syntax || code.length > MAX_CODE) return null;
  const key = `${syntax}\n${code}`;
  const hit = done.get(key);
  if (hit) return hit;
  const lines = await tokenize(code, syntax);
  if (lines) {
    if (doneChars + key.length > DONE_CHARS) {
      done.clear();
      doneChars = 0;
    }
    done.set(key, lines);
    doneChars += key.length;
  }
  return lines;
}

async function tokenize(code: string, syntax: string): Promise<CodeLine[] | null> {
  const h = await core();
  const lang = await language(h, syntax);
  if (!lang) return null;
  const { tokens } = h.codeToTokens(code, { lang, themes: { light: 'github-light', dark: 'github-dark' } });
  return tokens.map((line) =>
    line.map((t) => {
      const style = (t.htmlStyle ?? {}) as Record<string, string>;
      const light = style.color;
      const dark = style['--shiki-dark'];
      // Text in the themes' own foreground needs no colour of its own.
      return light === PLAIN.light && dark === PLAIN.dark ? { text: t.content } : { text: t.content, light, dark };
    }),
  );
}
