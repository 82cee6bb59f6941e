/// <reference lib="webworker" />
import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
// The decoder's WebAssembly is one of the site's own hashed assets: zxing-wasm would fetch it from
// a CDN otherwise, which the CSP forbids and an offline booth cannot reach.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BadgeFrameAnswer } from './badgeFrames';

/**
 * Reads a badge's code off the main thread (issue 42, item 6): each message is one camera frame
 * (an ImageBitmap, transferred), each answer the code's text or null.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
  fireImmediately: true,
});

/** What registration companies print on badges. */
const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'PDF417', 'Aztec', 'DataMatrix', 'Code128'],
  tryHarder: true,
  maxNumberOfSymbols: 1,
};

let canvas: OffscreenCanvas | null = null;

function pixelsOf(frame: ImageBitmap): ImageData {
  if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height)
    canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(frame, 0, 0);
  frame.close();
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

self.onmessage = async (message: MessageEvent<ImageBitmap | 'warm'>) => {
  let answer: BadgeFrameAnswer;
  try {
    if (message.data === 'warm') {
      await readBarcodes(new ImageData(1, 1), READER_OPTIONS);
      answer = { text: null };
    } else {
      const [found] = await readBarcodes(pixelsOf(message.data), READER_OPTIONS);
      answer = { text: found?.isValid ? found.text : null, format: found?.format };
    }
  } catch (error) {
    answer = { text: null, error: (error as Error).message };
  }
  self.postMessage(answer);
};
