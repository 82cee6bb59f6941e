import { MAZE_EXIT, MAZE_SIZE } from '../constants';
import type { CommandContext } from '../state';
import type { GameModule } from './types';

export const MAZE_INVALID = 'INVALID DIRECTION. PLEASE USE NORTH, SOUTH, EAST, OR WEST.';
export const MAZE_WALL = 'YOU HIT A WALL.';
export const MAZE_EXIT_FOUND = 'YOU FOUND THE EXIT. CONGRATULATIONS.';
export const mazePosition = (x: number, y: number) =>
  `POSITION: (${x},${y}). EXIT: (${MAZE_EXIT.x},${MAZE_EXIT.y}).`;
export const mazeMoved = (direction: string) => `YOU MOVE ${direction.toUpperCase()}.`;

type Direction = 'north' | 'south' | 'east' | 'west';

/** North is toward y=0, south toward the exit row y=3; west toward x=0, east toward x=3. */
const STEPS: Record<Direction, { dx: number; dy: number }> = {
  north: { dx: 0, dy: -1 },
  south: { dx: 0, dy: 1 },
  east: { dx: 1, dy: 0 },
  west: { dx: -1, dy: 0 },
};

const ALIASES: Record<string, Direction> = {
  north: 'north',
  n: 'north',
  up: 'north',
  south: 'south',
  s: 'south',
  down: 'south',
  east: 'east',
  e: 'east',
  right: 'east',
  west: 'west',
  w: 'west',
  left: 'west',
};

const clamp = (value: number) => Math.min(MAZE_SIZE - 1, Math.max(0, value));

function play(ctx: CommandContext): 'playing' | 'ended' {
  const direction = ALIASES[ctx.text.replace(/^(go|move)\s+/, '')];
  const maze = ctx.state.games.maze;
  if (!direction) {
    ctx.out.error(MAZE_INVALID);
    return 'playing';
  }
  const { dx, dy } = STEPS[direction];
  const next = { x: clamp(maze.position.x + dx), y: clamp(maze.position.y + dy) };
  const moved = next.x !== maze.position.x || next.y !== maze.position.y;
  maze.position = next;
  ctx.out.say(moved ? mazeMoved(direction) : MAZE_WALL, moved ? 'response' : 'warning');
  if (next.x === MAZE_EXIT.x && next.y === MAZE_EXIT.y) {
    ctx.out.say(MAZE_EXIT_FOUND, 'success');
    maze.position = { x: 0, y: 0 };
    return 'ended';
  }
  ctx.out.status(mazePosition(next.x, next.y));
  return 'playing';
}

export const mazeGame: GameModule = {
  id: 'maze',
  startPhrases: ['play maze', 'maze', 'falken'],
  start: (ctx) => {
    ctx.state.games.maze.position = { x: 0, y: 0 };
    ctx.out.say(["FALKEN'S MAZE INITIATED.", 'MOVE WITH NORTH, SOUTH, EAST OR WEST.'], 'system');
    ctx.out.status(mazePosition(0, 0));
  },
  play,
};
