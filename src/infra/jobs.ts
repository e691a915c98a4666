/**
 * How background work reports itself: each run of a periodic or queued job goes through
 * `JobObserver.run`, which /metrics implements (runs by outcome, durations, runs in progress).
 */
export interface JobObserver {
  /** Runs `work` as one run of `job`; a throw counts as a failed run and is passed on. */
  run<T>(job: string, work: () => Promise<T>): Promise<T>;
  /** Counts what a run of `job` did, by kind (e.g. rows a collection freed). */
  record?(job: string, kind: string, count: number): void;
}

/** For code paths without metrics (unit tests, the CLI). */
export const unobservedJobs: JobObserver = { run: (_job, work) => work() };
