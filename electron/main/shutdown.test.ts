import { describe, expect, it, vi } from 'vitest';
import { createShutdown } from './shutdown';

const quitEvent = () => ({ preventDefault: vi.fn() });

describe('createShutdown', () => {
  it('holds the quit until the server has stopped, then quits once', async () => {
    let finishStop!: () => void;
    const stopServer = vi.fn(() => new Promise<void>((resolve) => (finishStop = resolve)));
    const quit = vi.fn();
    const shutdown = createShutdown({ stopServer, quit });

    const first = quitEvent();
    shutdown.onBeforeQuit(first);
    expect(first.preventDefault).toHaveBeenCalled();
    const second = quitEvent();
    shutdown.onBeforeQuit(second);
    expect(second.preventDefault).toHaveBeenCalled();
    expect(stopServer).toHaveBeenCalledTimes(1);
    expect(quit).not.toHaveBeenCalled();

    finishStop();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
    expect(shutdown.stopped).toBe(true);
    const last = quitEvent();
    shutdown.onBeforeQuit(last);
    expect(last.preventDefault).not.toHaveBeenCalled();
  });

  it('still quits when stopping the server fails, and reports why', async () => {
    const onError = vi.fn();
    const quit = vi.fn();
    const shutdown = createShutdown({
      stopServer: () => Promise.reject(new Error('disk gone')),
      quit,
      onError,
    });
    shutdown.onBeforeQuit(quitEvent());
    await vi.waitFor(() => expect(quit).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk gone' }));
  });
});
