/**
 * A local webhook receiver for tests: records every request (path, headers, body, when it arrived
 * and how many were in flight on its path) and answers what `respond` says for its path.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Requests of the same `webhook-id` being answered when this one arrived (itself included). */
  concurrent: number;
}

export type Respond = (request: Received, nth: number) => Promise<number> | number;

export async function startReceiver(respond: Respond = () => 200) {
  const received: Received[] = [];
  const inFlight = new Map<string, number>();
  let handler = respond;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      const id = String(req.headers['webhook-id'] ?? '');
      const concurrent = (inFlight.get(id) ?? 0) + 1;
      inFlight.set(id, concurrent);
      const request: Received = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        concurrent,
      };
      received.push(request);
      try {
        const status = await handler(request, received.filter((r) => r.path === request.path).length);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      } catch {
        res.destroy();
      } finally {
        inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    on(path: string) {
      return received.filter((r) => r.path === path);
    },
    setRespond(next: Respond) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook body: GitBook's `BaseEvent { eventId, type }` and the fields of its event type. */
export type WebhookEvent = { eventId: string; type: string } & Record<string, unknown>;

/**
 * The event a received webhook request carries, once its signature verifies with `secret` (Standard
 * Webhooks: throws otherwise); throws too when the body is not an event (no string `eventId` and `type`).
 */
export function verifiedEvent(secret: string, request: Pick<Received, 'body' | 'headers'>): WebhookEvent {
  const body = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  const { eventId, type } = (body ?? {}) as Record<string, unknown>;
  if (typeof eventId !== 'string' || typeof type !== 'string')
    throw new Error(`expected a webhook event, got ${JSON.stringify(body)}`);
  return body as WebhookEvent;
}
