import pc from 'picocolors';

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;
type StopSignal = keyof typeof SIGNALS;

/**
 * While a command writes (`build`, the first build of `serve --watch`), SIGINT or SIGTERM stops
 * it as a user expects: the new output folder being written is removed (a swap already under
 * way is let finish), the stop is said on stderr, and the process exits with 128 + the signal's
 * number (130, 143). A second signal exits at once. Returns the function that removes the
 * handlers, for when the command is done (or goes on to serve).
 */
export function stopBuildOnSignals(what: string): () => void {
  let stopping = false;
  const stop = (signal: StopSignal) => {
    const code = 128 + SIGNALS[signal];
    if (stopping) process.exit(code);
    stopping = true;
    void (async () => {
      const { abandonUnfinishedBuilds } = await import('@accounts-docs/output');
      const { swappedIn } = await abandonUnfinishedBuilds();
      const output = swappedIn
        ? 'the new build had just been put in place'
        : 'the output folder was left as it was';
      process.stderr.write(`${pc.red('✖')} ${what} stopped by ${signal}; ${output}.\n`);
      process.exit(code);
    })();
  };
  const handlers = Object.keys(SIGNALS).map((signal) => {
    const handler = () => stop(signal as StopSignal);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}
