/**
 * GraphQL over WebSocket (the graphql-ws protocol) on the HTTP server's `/graphql` path, through
 * yoga's envelop pipeline (same schema, context, plugins and error masking as HTTP). The token is
 * the `Authorization` header of the upgrade request, or `authorization` in the connection_init
 * payload (browsers cannot set headers on a WebSocket), else the browser's session cookie from this
 * server's own pages. Keep-alive pings every 12 s; close()
 * ends every socket with 1001 (going away).
 */

import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { ExecutionArgs } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import type { WebSocketServer } from 'ws';
import type { Context } from '../request/context.ts';

type Enveloped = ReturnType<YogaServerInstance<Record<string, unknown>, Context>['getEnveloped']>;
interface Root {
  execute: Enveloped['execute'];
  subscribe: Enveloped['subscribe'];
}

export function attachWebSocket(
  server: Server,
  // The yoga instance's own server context type is internal to src/app/server.ts.
  getEnveloped: (initial: { request: Request; requestId: string }) => Enveloped,
): { close(): Promise<void> } {
  // ws and graphql-ws are loaded with the first WebSocket: the server starts without them.
  let started: Promise<{ wss: WebSocketServer; dispose: () => Promise<void> }> | undefined;
  const start = () => (started ??= listen(getEnveloped));
  server.on('upgrade', (req, socket, head) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    start().then(
      ({ wss }) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)),
      () => socket.destroy(),
    );
  });
  return {
    close: async () => {
      if (!started) return;
      const { wss, dispose } = await started;
      for (const socket of wss.clients) socket.close(1001, 'Server shutting down');
      await dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

async function listen(getEnveloped: (initial: { request: Request; requestId: string }) => Enveloped) {
  const [{ WebSocketServer }, { useServer }] = await Promise.all([import('ws'), import('graphql-ws/use/ws')]);
  // Upgrades are routed here by hand (`noServer`): attached to the HTTP server, ws would re-emit
  // its errors (a busy port), which the server's owner reports (src/start.ts).
  const wss = new WebSocketServer({ noServer: true });
  const disposable = useServer(
    {
      execute: (args: ExecutionArgs) => (args.rootValue as Root).execute(args),
      subscribe: (args: ExecutionArgs) => (args.rootValue as Root).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const fromInit = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const headers = new Headers();
        const authorization = typeof fromInit === 'string' ? fromInit : ctx.extra.request.headers.authorization;
        if (authorization) headers.set('authorization', authorization);
        // A member's browser session (GraphiQL): the context takes it only from this server's own
        // pages, by the upgrade's Origin (browsers always send one with a WebSocket).
        const { cookie, origin, host } = ctx.extra.request.headers;
        if (cookie) headers.set('cookie', cookie);
        if (origin) headers.set('origin', origin);
        if (host) headers.set('host', host);
        const request = new Request('http://localhost/graphql', { method: 'POST', headers });
        const { schema, execute, subscribe, contextFactory, parse, validate } = getEnveloped({
          request,
          requestId: randomUUID(),
        });
        const document = parse(payload.query);
        const errors = validate(schema, document);
        if (errors.length) return errors;
        return {
          schema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe } satisfies Root,
        };
      },
    },
    wss,
  );
  return { wss, dispose: async () => void (await disposable.dispose()) };
}
