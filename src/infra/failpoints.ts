/**
 * Failpoints for crash tests: `QUIRE_FAILPOINT=<name>` in the environment makes the process kill
 * itself (SIGKILL, as `kill -9` does) when it reaches the point of that name. Unset in production;
 * the names are those the release tests use (test/release/git-crash.test.ts).
 */
export function failpoint(name: string) {
  if (process.env.QUIRE_FAILPOINT === name) process.kill(process.pid, 'SIGKILL');
}
