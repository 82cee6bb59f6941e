import {
  PARTICLE_AREA_PX2,
  PARTICLE_FADE_RADIUS_PX,
  PARTICLE_LINK_RATIO,
  PARTICLE_MAX_COUNT,
  PARTICLE_RESTING_ALPHA,
} from '../constants';

/** The particle network's pure model: positions, motion and the pairs close enough to link. */
export interface Particle {
  x: number;
  y: number;
  /** Velocity in px per ms. */
  vx: number;
  vy: number;
  radius: number;
}

/** One particle per PARTICLE_AREA_PX2 of screen area, at most PARTICLE_MAX_COUNT. */
export function particleCount(width: number, height: number): number {
  return Math.min(
    PARTICLE_MAX_COUNT,
    Math.max(0, Math.floor((width * height) / PARTICLE_AREA_PX2)),
  );
}

/**
 * How visible a particle is (0..1): fully at the pointer, fading to the resting level with
 * distance; at rest everywhere while there is no pointer (touch screens, keyboard users).
 */
export function pointerFade(
  x: number,
  y: number,
  pointer: { x: number; y: number } | null,
): number {
  if (!pointer) return PARTICLE_RESTING_ALPHA;
  const closeness = Math.max(
    0,
    1 - Math.hypot(x - pointer.x, y - pointer.y) / PARTICLE_FADE_RADIUS_PX,
  );
  return PARTICLE_RESTING_ALPHA + (1 - PARTICLE_RESTING_ALPHA) * closeness;
}

/** docs/product.md §9: particles link when closer than 20% of the shorter screen side. */
export function linkDistance(width: number, height: number): number {
  return Math.min(width, height) * PARTICLE_LINK_RATIO;
}

const MAX_SPEED_PX_PER_MS = 0.03;

function createParticle(width: number, height: number, random: () => number): Particle {
  return {
    x: random() * width,
    y: random() * height,
    vx: (random() * 2 - 1) * MAX_SPEED_PX_PER_MS,
    vy: (random() * 2 - 1) * MAX_SPEED_PX_PER_MS,
    radius: 1 + random() * 1.5,
  };
}

export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: particleCount(width, height) }, () =>
    createParticle(width, height, random),
  );
}

/**
 * Fits the field to a new screen size without starting over (a phone's address bar resizes the
 * screen while scrolling): particles outside move inside, and the count follows the new area.
 */
export function resizeParticles(
  particles: Particle[],
  width: number,
  height: number,
  random: () => number = Math.random,
) {
  const wanted = particleCount(width, height);
  if (particles.length > wanted) particles.length = wanted;
  for (const p of particles) {
    p.x = Math.min(p.x, width);
    p.y = Math.min(p.y, height);
  }
  while (particles.length < wanted) particles.push(createParticle(width, height, random));
}

/** Moves every particle by `elapsedMs`, bouncing off the edges so all stay on screen. */
export function stepParticles(
  particles: Particle[],
  width: number,
  height: number,
  elapsedMs: number,
) {
  for (const p of particles) {
    p.x += p.vx * elapsedMs;
    p.y += p.vy * elapsedMs;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/**
 * Finds the close pairs through a grid of cells as wide as the link distance, so each particle is
 * compared only with those in its own and neighbouring cells instead of with every other one.
 * The buffers are kept between frames.
 */
export class LinkGrid {
  private cellHead = new Int32Array(0);
  private next = new Int32Array(0);
  private cellX = new Int32Array(0);
  private cellY = new Int32Array(0);

  /** Calls `visit(i, j, distance)` once for every pair i < j closer than `maxDistance`. */
  forEachLink(
    particles: readonly Particle[],
    maxDistance: number,
    visit: (i: number, j: number, distance: number) => void,
  ) {
    const count = particles.length;
    if (count < 2 || maxDistance <= 0) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of particles) {
      if (p.x < minX) minX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.x > maxX) maxX = p.x;
      if (p.y > maxY) maxY = p.y;
    }
    const cols = Math.floor((maxX - minX) / maxDistance) + 1;
    const rows = Math.floor((maxY - minY) / maxDistance) + 1;
    const cells = cols * rows;
    if (this.cellHead.length < cells) this.cellHead = new Int32Array(cells);
    if (this.next.length < count) {
      this.next = new Int32Array(count);
      this.cellX = new Int32Array(count);
      this.cellY = new Int32Array(count);
    }
    const { cellHead: head, next, cellX, cellY } = this;
    head.fill(-1, 0, cells);

    for (let i = 0; i < count; i += 1) {
      const p = particles[i]!;
      const cx = Math.floor((p.x - minX) / maxDistance);
      const cy = Math.floor((p.y - minY) / maxDistance);
      cellX[i] = cx;
      cellY[i] = cy;
      const cell = cy * cols + cx;
      next[i] = head[cell]!;
      head[cell] = i;
    }

    const maxSquared = maxDistance * maxDistance;
    for (let i = 0; i < count; i += 1) {
      const a = particles[i]!;
      const cx = cellX[i]!;
      const cy = cellY[i]!;
      for (let dy = -1; dy <= 1; dy += 1) {
        const y = cy + dy;
        if (y < 0 || y >= rows) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const x = cx + dx;
          if (x < 0 || x >= cols) continue;
          for (let j = head[y * cols + x]!; j !== -1; j = next[j]!) {
            if (j <= i) continue;
            const b = particles[j]!;
            const ddx = a.x - b.x;
            const ddy = a.y - b.y;
            const squared = ddx * ddx + ddy * ddy;
            if (squared < maxSquared) visit(i, j, Math.sqrt(squared));
          }
        }
      }
    }
  }
}
