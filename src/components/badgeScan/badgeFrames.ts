/**
 * The main thread's side of the badge reader (issue 42, item 6): camera frames go to a Web Worker
 * (badgeReader.worker.ts, zxing-wasm) as ImageBitmaps, so decoding never blocks the form.
 */
export interface BadgeFrameAnswer {
  /** The code's text, or null when the frame holds no code it can read. */
  text: string | null;
  format?: string;
  /** The decoder failed (its WebAssembly did not load, say). */
  error?: string;
}

export interface BadgeReader {
  /** Starts loading the decoder; answers once it can read. */
  ready: Promise<void>;
  /** The text of the code in the video's current frame, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
  stop(): void;
}

export function startBadgeReader(): BadgeReader {
  const worker = new Worker(new URL('./badgeReader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'badge-reader',
  });
  // One frame at a time: answers come back in the order frames went out.
  const waiting: { resolve: (answer: BadgeFrameAnswer) => void; reject: (e: Error) => void }[] = [];
  worker.onmessage = (event: MessageEvent<BadgeFrameAnswer>) =>
    waiting.shift()?.resolve(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    for (const pending of waiting.splice(0)) pending.reject(new Error(event.message));
  };
  const ask = (message: ImageBitmap | 'warm') =>
    new Promise<BadgeFrameAnswer>((resolve, reject) => {
      waiting.push({ resolve, reject });
      worker.postMessage(message, message === 'warm' ? [] : [message]);
    });

  const ready = ask('warm').then((answer) => {
    if (answer.error) throw new Error(answer.error);
  });
  return {
    ready,
    async read(video) {
      if (video.videoWidth === 0 || video.videoHeight === 0) return null;
      const frame = await createImageBitmap(video);
      return (await ask(frame)).text;
    },
    stop: () => worker.terminate(),
  };
}
