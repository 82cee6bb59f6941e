import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createParticles,
  LinkGrid,
  linkDistance,
  particleCount,
  pointerFade,
  resizeParticles,
  stepParticles,
  type Particle,
} from './particleField';

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function bruteForcePairs(particles: Particle[], max: number): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < particles.length; i += 1) {
    for (let j = i + 1; j < particles.length; j += 1) {
      const a = particles[i]!;
      const b = particles[j]!;
      if (Math.hypot(a.x - b.x, a.y - b.y) < max) pairs.push(`${i}-${j}`);
    }
  }
  return pairs.sort();
}

describe('the particle network model', () => {
  it('places one particle per 30,000 square pixels of screen, 60 at most', () => {
    expect(particleCount(1920, 1080)).toBe(60);
    expect(particleCount(1280, 720)).toBe(30);
    expect(particleCount(375, 667)).toBe(8);
    expect(createParticles(1000, 600, seeded(1))).toHaveLength(20);
  });

  it('lights particles near the pointer and leaves the rest faint', () => {
    const pointer = { x: 100, y: 100 };
    expect(pointerFade(100, 100, pointer)).toBe(1);
    expect(pointerFade(100, 240, pointer)).toBeCloseTo(0.675);
    expect(pointerFade(900, 900, pointer)).toBe(0.35);
    expect(pointerFade(100, 100, null)).toBe(0.35);
  });

  it('links particles closer than a fifth of the shorter screen side', () => {
    expect(linkDistance(1920, 1080)).toBe(216);
    expect(linkDistance(375, 667)).toBe(75);
  });

  it('keeps every particle on screen as they move', () => {
    const particles = createParticles(400, 300, seeded(7));
    for (let frame = 0; frame < 500; frame += 1) stepParticles(particles, 400, 300, 1000);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(400);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(300);
    }
  });

  it('keeps the particles it has when the screen is resized, fitting count and bounds', () => {
    const particles = createParticles(1200, 1000, seeded(3));
    const first = particles[0];
    resizeParticles(particles, 1200, 500, seeded(4));
    expect(particles).toHaveLength(20);
    expect(particles[0]).toBe(first);
    resizeParticles(particles, 1500, 1000, seeded(5));
    expect(particles).toHaveLength(50);
    expect(particles.every((p) => p.x <= 1500 && p.y <= 1000)).toBe(true);
  });

  it('finds through the grid exactly the pairs that comparing every pair finds', () => {
    const grid = new LinkGrid();
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 2000 }),
        fc.integer({ min: 50, max: 1500 }),
        fc.integer(),
        (width, height, seed) => {
          const particles = createParticles(width, height, seeded(seed));
          const max = linkDistance(width, height);
          const found: string[] = [];
          grid.forEachLink(particles, max, (i, j, distance) => {
            expect(distance).toBeLessThan(max);
            found.push(`${i}-${j}`);
          });
          expect(found.sort()).toEqual(bruteForcePairs(particles, max));
        },
      ),
      { numRuns: 60 },
    );
  });
});
