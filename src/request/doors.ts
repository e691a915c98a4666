/**
 * What a module brings besides its GraphQL types and /v1 rows: HTTP endpoints of its own (git's
 * protocol, sign-in, files served to browsers) and background jobs. A module declares them in its
 * entry (`doors`, `jobs`); the server mounts what the module list gives it (src/app/modules.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ExecutionResult } from 'graphql';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../infra/event-bus.ts';
import type { JobObserver } from '../infra/jobs.ts';
import type { RequestHeaders } from './context.ts';

/**
 * Runs a GraphQL operation as the request whose headers it is handed would (its caller, the same
 * execution as REST rows and /graphql: input guard, cost, errors): for doors that act through the
 * API rather than beside it (the writers' MCP server).
 */
export type OperationRunner = (
  operation: { query: string; variables?: Record<string, unknown> },
  request: RequestHeaders,
  requestId: string,
) => Promise<ExecutionResult>;

/** What the server hands a door or a job. */
export interface Services {
  config: Config;
  db: Database<EventBus>;
  logger: Logger;
  /** GraphQL operations through the server's pipeline (absent where no server runs them). */
  operation?: OperationRunner;
}

/** An HTTP endpoint of a module, outside /v1 and /graphql. */
export interface HttpDoor {
  /** The path it answers: exactly this path, or every path under it when it ends with `/`. */
  path: string;
  /** What metrics and logs call its requests. */
  label: string;
  /**
   * Answers the request and returns the status it sent. Its caller is its own to decide, through
   * src/request/context.ts (`createContext` with the door's credentials).
   */
  serve(services: Services, req: IncomingMessage, res: ServerResponse, url: URL, requestId: string): Promise<number>;
}

/** Whether `door` answers `pathname`. */
export const opens = (door: HttpDoor, pathname: string) =>
  door.path.endsWith('/') ? pathname.startsWith(door.path) : pathname === door.path;

/** What a job is handed: the server's services, the job observer (/metrics) and the HTTP server. */
export interface JobServices extends Services {
  jobs: JobObserver;
  /** The HTTP server, not listening yet when the jobs start. */
  server: Server;
}

/** A job once started; `stop` ends it (and waits for what it must finish). */
export interface Running {
  stop(): void | Promise<void>;
}

/** Starts a job; null when the configuration turns it off. */
export type BackgroundJob = (services: JobServices) => Running | null;

/** Starts `start` once the server listens: a start that fails to listen starts nothing. */
export function onceListening(server: Server, start: () => Running): Running {
  let running: Running | undefined;
  const listening = () => {
    running = start();
  };
  server.once('listening', listening);
  return {
    stop: () => {
      server.off('listening', listening);
      return running?.stop();
    },
  };
}
