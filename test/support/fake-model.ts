/**
 * A fake OpenAI-compatible model server for tests and benchmarks (no network, no weights):
 * - `POST /v1/embeddings`: a deterministic vector per text (hashed words, normalized), so texts
 *   that share words are near and retrieval can be measured;
 * - `POST /v1/chat/completions`: streamed (SSE chunks, then `[DONE]`) or whole, the answer that
 *   `answer` makes of the messages (by default one that cites the first source it was given).
 * Every call is recorded with what it was sent, so a test checks which chunks reached the prompt.
 * `mode` makes it fail (500), hang (never answers), or fail in the middle of a stream.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCall {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  maxTokens?: number;
}

export interface EmbeddingCall {
  model: string;
  input: string[];
  dimensions?: number;
}

export type FakeMode = 'ok' | 'fail' | 'hang' | 'break-stream';

export interface FakeModel {
  /** The base URL to give as AI_BASE_URL (ends with /v1). */
  baseUrl: string;
  chats: ChatCall[];
  embeddings: EmbeddingCall[];
  mode: FakeMode;
  /** The answer to a chat call (default: `citingAnswer`). */
  answer: (call: ChatCall) => string;
  close(): Promise<void>;
}

export const FAKE_DIMENSIONS = 64;

const STOP = new Set(
  'a an and are as at be by can do does for from how i in is it of on or that the this to was what when where which who why will with you your'.split(
    ' ',
  ),
);

/** The words a fake vector is made of: lower case, no stop words, a trailing plural `s` dropped. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length > 1 && !STOP.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

function hash(word: string, seed: number): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A deterministic unit vector of `text`: each word adds ±1 at two hashed places. */
export function fakeEmbedding(text: string, dimensions = FAKE_DIMENSIONS): number[] {
  const v = new Array<number>(dimensions).fill(0);
  for (const w of words(text)) {
    for (const seed of [1, 2]) {
      const h = hash(w, seed);
      v[h % dimensions] += h & 0x80000000 ? -1 : 1;
    }
  }
  const norm = Math.hypot(...v) || 1;
  return v.map((x) => x / norm);
}

/** The default answer: names the first numbered source of the prompt, or says none was given. */
export function citingAnswer(call: ChatCall): string {
  const prompt = call.messages.map((m) => m.content).join('\n');
  const first = prompt.match(/\[1\][^\n]*/);
  return first
    ? `According to the documentation [1], here is the answer. ${first[0].slice(0, 120)}`
    : 'I could not find this in the documentation.';
}

export async function startFakeModel(options: { answer?: (call: ChatCall) => string } = {}): Promise<FakeModel> {
  const sockets = new Set<import('node:net').Socket>();
  const model: FakeModel = {
    baseUrl: '',
    chats: [],
    embeddings: [],
    mode: 'ok',
    answer: options.answer ?? citingAnswer,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (model.mode === 'hang') return;
      if (model.mode === 'fail') return json(res, 500, { error: { message: 'the fake model is down' } });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return json(res, 400, { error: { message: 'malformed JSON' } });
      }
      if (req.url === '/v1/embeddings') {
        const input = (Array.isArray(body.input) ? body.input : [body.input]).map(String);
        const dimensions = typeof body.dimensions === 'number' ? body.dimensions : undefined;
        model.embeddings.push({ model: String(body.model), input, dimensions });
        return json(res, 200, {
          object: 'list',
          model: body.model,
          data: input.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(text, dimensions ?? FAKE_DIMENSIONS),
          })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        });
      }
      if (req.url === '/v1/chat/completions') {
        const call: ChatCall = {
          model: String(body.model),
          messages: body.messages as ChatCall['messages'],
          stream: body.stream === true,
          maxTokens: typeof body.max_tokens === 'number' ? body.max_tokens : undefined,
        };
        model.chats.push(call);
        const text = model.answer(call);
        const base = { id: `chatcmpl-${model.chats.length}`, created: 0, model: call.model };
        if (!call.stream)
          return json(res, 200, {
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
          });
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const pieces = text.match(/\S+\s*/g) ?? [];
        const send = (delta: object, finish: string | null = null) =>
          res.write(
            `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
          );
        send({ role: 'assistant', content: '' });
        for (const [i, piece] of pieces.entries()) {
          // Cut once what was written has reached the client (a cut in the same tick could drop it).
          if (model.mode === 'break-stream' && i === Math.floor(pieces.length / 2))
            return void setTimeout(() => res.destroy(), 100);
          send({ content: piece });
        }
        send({}, 'stop');
        return res.end('data: [DONE]\n\n');
      }
      json(res, 404, { error: { message: `no route ${req.url}` } });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return model;
}
