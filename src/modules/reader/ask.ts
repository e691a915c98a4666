/**
 * Ask in the reader (when the server has a chat model: docs/ai.md): `~ask?q=` answers a question
 * from the pages the visitor may read (src/modules/ai/answers.ts, the one implementation of
 * answers), with its sources as links of this site.
 * - Without JavaScript, the page waits for the whole answer and shows it with its sources.
 * - With JavaScript, the reader's script reads `~ask?q=&format=sse` (Server-Sent Events: `sources`,
 *   `text` pieces as they are written, then `done` with the answer rendered by the server, or
 *   `error`), and shows the text as it comes.
 * The answer's markdown is rendered by the reader's own block renderer (links only where a
 * reader may follow them, no raw HTML), as hostile as a page may be. Its related questions ask
 * with `after=` the answer's id: on a site, they follow it up (its thread, questions.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError } from '../../errors.ts';
import { type Answer, type AnswerEvent, type AnswerSource, answerOf, askStream, primed } from '../ai/answers.ts';
import { type RetrievalScope, siteScope } from '../ai/retrieval.ts';
import type { Assets } from './render/layout.tsx';
import { type AskedAnswer, answerHtml, renderAnswer } from './render/page.tsx';
import { type Place, readerContext } from './site.ts';

/** Whether the reader offers Ask: the server has a chat model. */
export const askEnabled = (place: Place) => !!place.ctx.config.ai?.chatModel;

async function scopeOf(place: Place): Promise<{ scope: RetrievalScope; ctx: Place['ctx'] }> {
  const reader = await readerContext(place);
  // A site's visitor reads its published spaces (no hidden pages); a member reading a space on
  // its own (urls.app), that space.
  const scope = place.site
    ? await siteScope(reader, place.site.organizationId, place.site.id)
    : { spaceIds: [place.space.id], hidden: true };
  return { scope, ctx: reader };
}

/** The sources as links of this site: the current variant first, then the first that shows it. */
function linked(place: Place, sources: AnswerSource[]): AskedAnswer['sources'] {
  const baseOf = new Map<string, string>([[place.space.id, place.base]]);
  for (const s of place.siteSpaces) if (!baseOf.has(s.siteSpace.spaceId)) baseOf.set(s.siteSpace.spaceId, s.base);
  return sources.flatMap((s) => {
    const base = baseOf.get(s.spaceId);
    if (base === undefined) return [];
    const anchor = s.sections.find((x) => x.anchor)?.anchor;
    return [
      { number: s.number, title: s.title, href: `${base}${s.path}${anchor ? `#${encodeURIComponent(anchor)}` : ''}` },
    ];
  });
}

const asked = (place: Place, answer: Answer): AskedAnswer => ({
  id: answer.id,
  markdown: answer.markdown,
  answered: answer.answered,
  sources: linked(place, answer.sources),
  followups: answer.followupQuestions,
});

/** The client's address, as the per-visitor limit of questions counts it (never stored). */
const visitorOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

/** The answer page (no JavaScript): the whole answer, or why there is none. `after`: the answer it follows. */
export async function serveAsk(
  req: IncomingMessage,
  place: Place,
  assets: Assets,
  question: string,
  after: string | null = null,
) {
  const q = question.trim();
  if (!q) return { status: 200, body: renderAnswer(place, assets, '', null) };
  const { scope, ctx } = await scopeOf(place);
  try {
    const answer = await answerOf(askStream(ctx, scope, q, options(req, place, after)));
    return { status: 200, body: renderAnswer(place, assets, q, asked(place, answer)) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const body = renderAnswer(place, assets, q, { error: error.message });
    return { status: error.status, body, retryAfter: error.retryAfter };
  }
}

function options(req: IncomingMessage, place: Place, after: string | null) {
  return {
    organizationId: place.site?.organizationId ?? place.space.organizationId,
    siteId: place.site?.id ?? null,
    channel: 'reader',
    visitorId: visitorOf(req),
    // Threads are a site's: a space read on its own asks afresh.
    previousAnswerId: place.site ? after : null,
  };
}

/**
 * The answer as Server-Sent Events. A failure before the first byte (a bad question, the rate
 * limit, the model down) is the response's status; after it, an `error` event ends the stream.
 */
export async function streamAsk(
  req: IncomingMessage,
  res: ServerResponse,
  place: Place,
  question: string,
  after: string | null = null,
) {
  const { scope, ctx } = await scopeOf(place);
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  let events: AsyncGenerator<AnswerEvent>;
  try {
    events = await primed(askStream(ctx, scope, question, { ...options(req, place, after), signal: abort.signal }));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    res.writeHead(error.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(error.retryAfter !== undefined ? { 'retry-after': String(error.retryAfter) } : {}),
    });
    res.end(JSON.stringify({ error: { code: error.status, message: error.message } }));
    return error.status;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  try {
    for await (const event of events) {
      if (abort.signal.aborted) break;
      if (event.type === 'sources') send('sources', { sources: linked(place, event.sources) });
      else if (event.type === 'text') send('text', { text: event.text });
      else send('done', { html: answerHtml(place, asked(place, event.answer)) });
    }
  } catch (error) {
    send('error', { message: error instanceof DomainError ? error.message : 'The answer failed' });
    res.end();
    // Logged by the server, which sees the response has started.
    if (!(error instanceof DomainError)) throw error;
  }
  res.end();
  return 200;
}
