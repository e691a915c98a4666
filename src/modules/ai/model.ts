/**
 * The model endpoint AI answers use (docs/ai.md): any OpenAI-compatible server (Ollama, vLLM,
 * llama.cpp's server, a hosted one) through the `openai` client with a base URL. Two calls:
 * embeddings for retrieval and a streamed chat completion for answers. Calls are bounded per
 * instance (AI_MAX_CONCURRENCY; more wait their turn) and in time (AI_TIMEOUT_MS); a model that
 * fails, refuses or times out is `ModelUnavailableError` (503 with Retry-After), never a 500.
 * The client is loaded only when a model is configured.
 */
import type OpenAI from 'openai';
import type { AiConfig } from '../../config.ts';
import { domainErrorClass } from '../../errors.ts';

/** AI is not configured on this server (no AI_BASE_URL, or no model for what is asked). */
export class AiNotConfiguredError extends domainErrorClass(
  501,
  'AI_NOT_CONFIGURED',
  'AI answers are not configured on this server: its operator sets AI_BASE_URL and AI_CHAT_MODEL (docs/ai.md)',
) {}

/** The model failed, refused or took too long: reading and search are unaffected. */
export class ModelUnavailableError extends domainErrorClass(503, 'MODEL_UNAVAILABLE') {
  override readonly retryAfter = 10;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Calls in flight and waiting, per configuration (one per server). */
class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}
  async take(): Promise<() => void> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.();
    };
  }
}

const clients = new WeakMap<AiConfig, Promise<{ client: OpenAI; slots: Slots }>>();

function clientOf(ai: AiConfig) {
  let made = clients.get(ai);
  if (!made) {
    made = import('openai').then(({ default: OpenAIClient }) => ({
      // One retry on a dropped connection or a 5xx; the time limit is per call (below).
      client: new OpenAIClient({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'none', maxRetries: 1 }),
      slots: new Slots(ai.maxConcurrency),
    }));
    clients.set(ai, made);
  }
  return made;
}

/** The configuration, when answers can be asked (a chat model is set). */
export function chatConfig(ai: AiConfig | undefined): AiConfig & { chatModel: string } {
  if (!ai?.chatModel) throw new AiNotConfiguredError();
  return ai as AiConfig & { chatModel: string };
}

/** A failure of the model, as the client sees it (the endpoint's own words, never its key). */
function unavailable(error: unknown, timedOut: boolean): ModelUnavailableError {
  if (error instanceof ModelUnavailableError) return error;
  if (timedOut) return new ModelUnavailableError('The model did not answer in time: retry shortly');
  const status = (error as { status?: number }).status;
  return new ModelUnavailableError(`The model is unavailable${status ? ` (HTTP ${status})` : ''}: retry shortly`);
}

/** A signal that aborts at the time limit or with the caller's signal. */
function deadline(ai: AiConfig, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(ai.timeoutMs);
  return { timeout, signal: signal ? AbortSignal.any([timeout, signal]) : timeout };
}

/** Vectors for `texts`, in their order (one call; the caller batches). */
export async function embed(ai: AiConfig, texts: string[], signal?: AbortSignal): Promise<number[][]> {
  if (!ai.embeddingModel) throw new AiNotConfiguredError('No embedding model is configured (AI_EMBEDDING_MODEL)');
  if (!texts.length) return [];
  const { client, slots } = await clientOf(ai);
  const release = await slots.take();
  const limit = deadline(ai, signal);
  try {
    const response = await client.embeddings.create(
      {
        model: ai.embeddingModel,
        input: texts,
        encoding_format: 'float',
        ...(ai.embeddingDimensions ? { dimensions: ai.embeddingDimensions } : {}),
      },
      { signal: limit.signal },
    );
    const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
    if (vectors.length !== texts.length)
      throw new ModelUnavailableError(
        `The embedding model answered ${vectors.length} vectors for ${texts.length} texts`,
      );
    return vectors;
  } catch (error) {
    throw unavailable(error, limit.timeout.aborted);
  } finally {
    release();
  }
}

/**
 * A streamed answer: the text as it comes. Fails with `ModelUnavailableError` before the first
 * piece (the caller answers 503) or during the stream (the caller ends it with an error event).
 */
export async function* streamChat(
  ai: AiConfig & { chatModel: string },
  messages: ChatMessage[],
  options: { maxTokens?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const { client, slots } = await clientOf(ai);
  const release = await slots.take();
  const limit = deadline(ai, options.signal);
  try {
    const stream = await client.chat.completions.create(
      {
        model: ai.chatModel,
        messages,
        stream: true,
        max_tokens: Math.min(options.maxTokens ?? ai.maxAnswerTokens, ai.maxAnswerTokens),
        temperature: 0,
      },
      { signal: limit.signal },
    );
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) yield piece;
    }
  } catch (error) {
    throw unavailable(error, limit.timeout.aborted);
  } finally {
    release();
  }
}

/** A whole answer (the stream collected). */
export async function chat(
  ai: AiConfig & { chatModel: string },
  messages: ChatMessage[],
  options: { maxTokens?: number; signal?: AbortSignal } = {},
): Promise<string> {
  let text = '';
  for await (const piece of streamChat(ai, messages, options)) text += piece;
  return text;
}
