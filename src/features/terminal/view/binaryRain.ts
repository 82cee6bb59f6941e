/** Binary rain on a canvas that always covers its whole element, at any screen size. */
const FRAME_MS = 80;
const CELL_PX = 18;
const FADE = 'rgba(0, 0, 0, 0.12)';

export interface RainOptions {
  colour: () => string;
  reducedMotion: boolean;
}

/** Starts the rain on `canvas`; answers a function that stops it. */
export function startBinaryRain(canvas: HTMLCanvasElement, options: RainOptions): () => void {
  const context = canvas.getContext('2d');
  if (!context) return () => undefined;
  let drops: number[] = [];

  const resize = () => {
    const ratio = window.devicePixelRatio || 1;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = Math.max(1, Math.round(width * ratio));
    canvas.height = Math.max(1, Math.round(height * ratio));
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.font = `${CELL_PX}px VT323, monospace`;
    const columns = Math.ceil(width / CELL_PX);
    const rows = Math.ceil(height / CELL_PX);
    drops = Array.from({ length: columns }, () => Math.floor(Math.random() * rows));
    if (options.reducedMotion) drawStill(width, height);
  };

  // Reduced motion: one still screen of digits, no movement.
  const drawStill = (width: number, height: number) => {
    context.fillStyle = '#000';
    context.fillRect(0, 0, width, height);
    context.fillStyle = options.colour();
    for (let x = 0; x < width; x += CELL_PX) {
      for (let y = CELL_PX; y < height + CELL_PX; y += CELL_PX) {
        if (Math.random() < 0.35) context.fillText(Math.random() < 0.5 ? '0' : '1', x, y);
      }
    }
  };

  const frame = () => {
    const { width, height } = canvas.getBoundingClientRect();
    context.fillStyle = FADE;
    context.fillRect(0, 0, width, height);
    context.fillStyle = options.colour();
    drops.forEach((row, column) => {
      context.fillText(Math.random() < 0.5 ? '0' : '1', column * CELL_PX, (row + 1) * CELL_PX);
      const next = row * CELL_PX > height && Math.random() > 0.95 ? 0 : row + 1;
      drops[column] = next;
    });
  };

  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  const timer = options.reducedMotion ? undefined : window.setInterval(frame, FRAME_MS);
  return () => {
    observer.disconnect();
    window.clearInterval(timer);
  };
}
