/**
 * The size limit of a /graphql request body, as yoga's own `maxRequestBodySize` enforces it (413
 * REQUEST_ENTITY_TOO_LARGE, 400 for a malformed Content-Length), without its cost on every request:
 * yoga pipes each body through a counting stream (a stream pipeline, abort signals and a rebuilt
 * Request, about 3% of a small query). A body with a Content-Length needs no counting: Node's HTTP
 * parser delivers exactly that many bytes. Only a chunked body, whose size is unknown until read,
 * is counted as it arrives.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Yoga's default limit, kept. */
export const MAX_GRAPHQL_BODY_BYTES = 25_000_000;

const tooLarge = () =>
  createGraphQLError('Request body size exceeded.', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

export function useRequestBodyLimit(limit = MAX_GRAPHQL_BODY_BYTES): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length != null) {
        if (!/^\d+$/.test(length))
          throw createGraphQLError('Content-Length header is invalid.', {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((req) => {
        let read = 0;
        const counted = req.body!.pipeThrough(
          new fetchAPI.TransformStream<Uint8Array, Uint8Array>({
            transform(chunk, controller) {
              read += chunk.byteLength;
              if (read > limit) controller.error(tooLarge());
              else controller.enqueue(chunk);
            },
          }),
        );
        return parse(
          new fetchAPI.Request(req.url, {
            method: req.method,
            headers: req.headers,
            signal: req.signal,
            body: counted,
            duplex: 'half',
          } as RequestInit),
        );
      });
    },
  };
}
