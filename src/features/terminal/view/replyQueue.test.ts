import { describe, expect, it, vi } from 'vitest';
import { ReplyQueue } from './replyQueue';

function queueBehind(start: Promise<void>) {
  const done: string[] = [];
  const finishTyping = vi.fn();
  const onIdle = vi.fn();
  const queue = new ReplyQueue(start, { finishTyping, onIdle });
  /** Work that notes its name and whether it was asked to show itself at once. */
  const work = (name: string) => async (atOnce: () => boolean) => {
    await Promise.resolve();
    done.push(`${name}${atOnce() ? ' at once' : ''}`);
  };
  return { queue, done, work, finishTyping, onIdle };
}

describe('ReplyQueue', () => {
  it('runs nothing before the screen opens, then everything in order', async () => {
    let open = () => {};
    const { queue, done, work, onIdle } = queueBehind(new Promise((resolve) => (open = resolve)));
    queue.add(work('greeting'));
    queue.add(work('scene'));
    await Promise.resolve();
    expect(done).toEqual([]);
    open();
    await vi.waitFor(() => expect(onIdle).toHaveBeenCalledTimes(1));
    expect(done).toEqual(['greeting', 'scene']);
  });

  it("a visitor's line finishes what is typing and everything waiting before it, not itself", async () => {
    let open = () => {};
    const { queue, done, work, finishTyping, onIdle } = queueBehind(
      new Promise((resolve) => (open = resolve)),
    );
    queue.add(work('greeting'));
    queue.addVisitorLine(work('help'));
    expect(finishTyping).toHaveBeenCalledTimes(1);
    open();
    await vi.waitFor(() => expect(onIdle).toHaveBeenCalled());
    expect(done).toEqual(['greeting at once', 'help']);
  });

  it('a reply that fails is reported and the next line is still answered', async () => {
    const { queue, done, work, onIdle } = queueBehind(Promise.resolve());
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    queue.add(() => Promise.reject(new Error('the network went away')));
    queue.addVisitorLine(work('help'));
    await vi.waitFor(() => expect(onIdle).toHaveBeenCalled());
    expect(done).toEqual(['help']);
    expect(report).toHaveBeenCalledWith('A console reply failed.', expect.any(Error));
    report.mockRestore();
  });
});
