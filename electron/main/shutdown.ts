export interface QuitEvent {
  preventDefault(): void;
}

/**
 * Holds the first quit until the embedded server has stopped (its store flushed), then quits for
 * real. Later quits while stopping are held too; once stopped they pass.
 */
export function createShutdown({
  stopServer,
  quit,
  onError = (error) => console.error('Stopping the embedded server failed:', error),
}: {
  stopServer: () => Promise<void>;
  quit: () => void;
  onError?: (error: unknown) => void;
}): { onBeforeQuit(event: QuitEvent): void; readonly stopped: boolean } {
  let stopping: Promise<void> | undefined;
  let stopped = false;
  return {
    get stopped() {
      return stopped;
    },
    onBeforeQuit(event) {
      if (stopped) return;
      event.preventDefault();
      stopping ??= stopServer()
        .catch(onError)
        .finally(() => {
          stopped = true;
          quit();
        });
    },
  };
}
