/**
 * Formulas as MathML, rendered on the server by KaTeX: browsers draw MathML themselves, so a page
 * with math needs no stylesheet or font from KaTeX. A formula KaTeX cannot read shows its source.
 */
import katex from 'katex';

const cache = new Map<string, string>();

export function mathML(formula: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${formula}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = katex.renderToString(formula, { output: 'mathml', displayMode: display, throwOnError: false, trust: false });
    if (cache.size > 5000) cache.clear();
    cache.set(key, html);
  }
  return html;
}
