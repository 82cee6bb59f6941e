import { useEffect, useRef } from 'react';
import { PARTICLE_FRAME_MS, PARTICLE_MOUSE_RADIUS_PX } from '../constants';
import { inIdleSteps, whenIdle } from '@lib/idle';
import { usePrefersReducedMotion } from '@lib/reducedMotion';
import {
  LinkGrid,
  linkDistance,
  pointerFade,
  resizeParticles,
  stepParticles,
  type Particle,
} from '../particles/particleField';

declare global {
  interface Window {
    /** Set by the benchmark: each frame's work time in ms is pushed to particleFrames. */
    __SYNAPSE_BENCH__?: { particleFrames?: number[] };
  }
}

/** Link opacity is drawn in this many steps, one stroke per step instead of one per link. */
const ALPHA_STEPS = 6;
const MAX_LINK_ALPHA = 0.4;
const MAX_PARTICLE_ALPHA = 0.8;
/** Each step of the field's start waits for the page to be idle, or this long at most. */
const START_TIMEOUT_MS = 2000;
/** Sharper than this only costs drawing time for faint dots and lines. */
const MAX_PIXEL_RATIO = 2;
/** A long pause (a background tab, a debugger) does not fling particles across the screen. */
const MAX_STEP_MS = 50;

interface Palette {
  particle: string;
  highlight: string;
}

function readPalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  return {
    particle: style.getPropertyValue('--particle').trim() || '56, 189, 248',
    highlight: style.getPropertyValue('--particle-highlight').trim() || '167, 139, 250',
  };
}

function matchesCoarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

function recordFrame(milliseconds: number) {
  const bench = window.__SYNAPSE_BENCH__;
  if (typeof bench !== 'object' || bench === null) return;
  (bench.particleFrames ??= []).push(milliseconds);
}

interface Scene {
  particles: Particle[];
  width: number;
  height: number;
  maxDistance: number;
  mouse: { x: number; y: number } | null;
}

function drawScene(
  ctx: CanvasRenderingContext2D,
  scene: Scene,
  palette: Palette,
  grid: LinkGrid,
  buckets: number[][],
) {
  const { particles, width, height, maxDistance, mouse } = scene;
  ctx.clearRect(0, 0, width, height);
  ctx.lineWidth = 1;
  const fade = particles.map((p) => pointerFade(p.x, p.y, mouse));

  for (const bucket of buckets) bucket.length = 0;
  grid.forEachLink(particles, maxDistance, (i, j, distance) => {
    const strength = (1 - distance / maxDistance) * Math.min(fade[i]!, fade[j]!);
    const step = Math.min(ALPHA_STEPS - 1, Math.floor(strength * ALPHA_STEPS));
    buckets[step]!.push(i, j);
  });
  buckets.forEach((bucket, step) => {
    if (bucket.length === 0) return;
    ctx.strokeStyle = `rgba(${palette.particle}, ${((step + 1) / ALPHA_STEPS) * MAX_LINK_ALPHA})`;
    ctx.beginPath();
    for (let k = 0; k < bucket.length; k += 2) {
      const a = particles[bucket[k]!]!;
      const b = particles[bucket[k + 1]!]!;
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.stroke();
  });

  particles.forEach((p, i) => {
    const near = mouse
      ? Math.hypot(p.x - mouse.x, p.y - mouse.y) < PARTICLE_MOUSE_RADIUS_PX
      : false;
    const colour = near ? palette.highlight : palette.particle;
    ctx.fillStyle = `rgba(${colour}, ${fade[i]! * MAX_PARTICLE_ALPHA})`;
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.radius + (near ? 1 : 0), 0, Math.PI * 2);
    ctx.fill();
  });
}

/**
 * Sets the field up on `canvas` and runs it: sized, then drawn, each in an idle period of its own,
 * animated unless `still`, following resizes, the theme and the pointer. Returns what stops it.
 */
function runField(canvas: HTMLCanvasElement, still: boolean): () => void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return () => {};
  const grid = new LinkGrid();
  const buckets = Array.from({ length: ALPHA_STEPS }, () => [] as number[]);
  let palette = readPalette();
  const scene: Scene = { particles: [], width: 0, height: 0, maxDistance: 0, mouse: null };
  let frame = 0;
  let last = 0;

  const draw = () => drawScene(ctx, scene, palette, grid, buckets);

  const size = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    scene.width = window.innerWidth;
    scene.height = window.innerHeight;
    canvas.width = Math.round(scene.width * ratio);
    canvas.height = Math.round(scene.height * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    resizeParticles(scene.particles, scene.width, scene.height);
    scene.maxDistance = linkDistance(scene.width, scene.height);
  };
  const resize = () => {
    size();
    draw();
  };

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (now - last < PARTICLE_FRAME_MS) return;
    const started = performance.now();
    stepParticles(scene.particles, scene.width, scene.height, Math.min(now - last, MAX_STEP_MS));
    last = now;
    draw();
    recordFrame(performance.now() - started);
  };

  const start = () => {
    if (still || frame || document.hidden) return;
    last = performance.now();
    frame = requestAnimationFrame(tick);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };

  const onVisibility = () => (document.hidden ? stop() : start());
  const onPointerMove = (event: PointerEvent) => {
    scene.mouse = { x: event.clientX, y: event.clientY };
  };
  const onPointerLeave = () => {
    scene.mouse = null;
  };
  // The theme toggle changes the class on <html>: the colours follow.
  const themeWatcher = new MutationObserver(() => {
    palette = readPalette();
    if (!frame) draw();
  });

  const cancelSteps = inIdleSteps(
    [
      size,
      () => {
        draw();
        start();
      },
    ],
    START_TIMEOUT_MS,
  );
  window.addEventListener('resize', resize);
  document.addEventListener('visibilitychange', onVisibility);
  themeWatcher.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  if (!still) {
    window.addEventListener('pointermove', onPointerMove);
    document.documentElement.addEventListener('pointerleave', onPointerLeave);
  }
  return () => {
    cancelSteps();
    stop();
    window.removeEventListener('resize', resize);
    document.removeEventListener('visibilitychange', onVisibility);
    themeWatcher.disconnect();
    window.removeEventListener('pointermove', onPointerMove);
    document.documentElement.removeEventListener('pointerleave', onPointerLeave);
  };
}

/**
 * The particle-network background of docs/product.md §2.2 (constants in §9.11, calmed by
 * issue 17): a few particles drifting at 30 frames a second, lit near the pointer and faint
 * elsewhere, faded out behind the page's text column by a CSS mask. Decoration, so it waits until
 * the page is idle (after its first paint and hydration) before drawing anything; it pauses while
 * the tab is hidden and, under prefers-reduced-motion or on a touch screen, draws one still frame
 * instead.
 */
export function ParticleNetwork() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // The field answers the pointer; on touch screens there is none, so it stays a still picture
    // there (and spends no battery).
    const still = reducedMotion || matchesCoarsePointer();
    let stopField = () => {};
    const cancelStart = whenIdle(() => {
      stopField = runField(canvas, still);
    }, START_TIMEOUT_MS);
    return () => {
      cancelStart();
      stopField();
    };
  }, [reducedMotion]);

  return <canvas ref={canvasRef} className="particle-network" aria-hidden="true" />;
}
