/**
 * A named point of the writer's work. When `ACCOUNTS_DOCS_TEST_PAUSE_AT` names it, the process
 * says so on stderr and waits there until it is killed: the crash-safety test kills a real
 * build at each point with SIGKILL and checks what the next build or `serve` finds. Unset (as
 * always outside that test), it costs one comparison.
 */
export async function checkpoint(name: string): Promise<void> {
  if (process.env.ACCOUNTS_DOCS_TEST_PAUSE_AT !== name) return;
  process.stderr.write(`accounts-docs: paused at ${name}\n`);
  await new Promise(() => setInterval(() => undefined, 60_000));
}
