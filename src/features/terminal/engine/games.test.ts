import { describe, expect, it } from 'vitest';
import { GAME_LIST_LINES, MENU_LINES } from './messages';
import { boardLines, computerMove } from './games/ticTacToe';
import type { Cell } from './state';
import { josh2, joshua, run } from './testing';

const first = <T>(items: readonly T[]): T => items[0] as T;
const board = (cells: string): Cell[] => [...cells].map((c) => (c === '.' ? '' : c) as Cell);

describe('game starts and the game list', () => {
  it.each([
    ['play chess', 'CHESS INITIATED. YOU PLAY WHITE.'],
    ['play tic-tac-toe', 'TIC-TAC-TOE INITIATED. YOU ARE X, I AM O.'],
    ['play maze', "FALKEN'S MAZE INITIATED."],
    ['maze', "FALKEN'S MAZE INITIATED."],
    ['falken', "FALKEN'S MAZE INITIATED."],
  ])('"%s" starts the game', (input, line) => {
    expect(run(josh2(), input)[0]).toBe(line);
  });

  it('an unknown game says GAME NOT RECOGNIZED with the game list', () => {
    expect(run(josh2(), 'play checkers')).toEqual(['GAME NOT RECOGNIZED', ...GAME_LIST_LINES]);
  });

  it('neuro-response and probability matrix are still in development', () => {
    expect(run(josh2(), 'play neuro-response')).toEqual([
      'NEURO-RESPONSE IS STILL IN DEVELOPMENT.',
    ]);
    expect(run(josh2(), 'probability matrix')).toEqual([
      'PROBABILITY MATRIX IS STILL IN DEVELOPMENT.',
    ]);
  });

  it('lists global thermonuclear war as locked', () => {
    expect(GAME_LIST_LINES).toContain('GLOBAL THERMONUCLEAR WAR - LOCKED');
  });

  it.each(['exit', 'quit', 'menu', 'cancel', 'stop'])('"%s" leaves a game for the menu', (word) => {
    const engine = josh2();
    run(engine, 'play tic');
    expect(run(engine, word)).toEqual(['GAME ENDED. RETURNING TO MAIN MENU.', ...MENU_LINES]);
    expect(engine.state.games.ticTacToe.isActive).toBe(false);
  });
});

describe('chess', () => {
  it('refuses a move that is not "a1 to h8" shaped, with help', () => {
    const engine = joshua();
    run(engine, 'play chess');
    for (const bad of ['e2e4', 'e2 - e4', 'i2 to i4', 'e9 to e4', 'e2 to e4 please']) {
      expect(run(engine, bad)).toEqual([
        'INVALID CHESS MOVE FORMAT',
        'ENTER MOVES AS: E2 TO E4',
        "TYPE 'EXIT' TO LEAVE THE GAME.",
      ]);
    }
    expect(engine.state.games.chess.moves).toEqual([]);
  });

  it('refuses an illegal move and shows the board', () => {
    const engine = joshua();
    run(engine, 'play chess');
    const lines = run(engine, 'e2 to e5');
    expect(lines[0]).toBe('ILLEGAL MOVE: E2 TO E5. THAT MOVE BREAKS THE RULES OF CHESS.');
    expect(lines.join('\n')).toContain('a  b  c  d  e  f  g  h');
    expect(engine.state.games.chess.moves).toEqual([]);
  });

  it('records a legal move and answers with a legal move of its own', () => {
    const engine = joshua({ random: () => 0 });
    run(engine, 'play chess');
    const lines = run(engine, 'E2 TO E4');
    expect(lines[0]).toBe('INTERESTING MOVE.');
    expect(lines[1]).toMatch(/^MY MOVE: [A-H][1-8] TO [A-H][1-8]$/);
    expect(engine.state.games.chess.moves).toHaveLength(2);
    expect(engine.state.games.chess.board.history()).toHaveLength(2);
  });

  it('/joshua proposes a draw after 8 recorded moves and starts a fresh board', () => {
    const engine = joshua({ random: () => 0 });
    run(engine, 'play chess');
    // With random 0 black answers the first legal move each time; these white moves stay legal.
    const moves = ['a2 to a3', 'b2 to b3', 'c2 to c3', 'd2 to d3'];
    const last = run(engine, ...moves);
    expect(last).toContain('I PROPOSE A DRAW.');
    expect(last.at(-1)).toBe('NEW GAME STARTED. YOUR MOVE.');
    expect(engine.state.games.chess.isActive).toBe(true);
    expect(engine.state.games.chess.moves).toEqual([]);
  });

  it('/josh2 proposes the draw after 3 recorded moves, which ends the game', () => {
    const engine = josh2({ random: () => 0 });
    run(engine, 'play chess', 'e2 to e4');
    const lines = run(engine, 'd2 to d4');
    expect(lines).toContain('I PROPOSE A DRAW.');
    expect(lines.slice(-MENU_LINES.length)).toEqual([...MENU_LINES]);
    expect(engine.state.games.chess.isActive).toBe(false);
  });

  it('has a fixed list of 8 replies in the first variant', async () => {
    const { CHESS_REPLIES } = await import('./games/chess');
    expect(CHESS_REPLIES).toHaveLength(8);
  });
});

describe('tic-tac-toe', () => {
  it('refuses anything but 1-9 with instructions', () => {
    const engine = josh2();
    run(engine, 'play tic');
    for (const bad of ['0', '10', 'x', 'five']) {
      expect(run(engine, bad)).toEqual([
        'INVALID MOVE.',
        'ENTER A NUMBER FROM 1 TO 9 TO PLACE YOUR X,',
        'LEFT TO RIGHT AND TOP TO BOTTOM.',
      ]);
    }
  });

  it('refuses a taken cell', () => {
    const engine = josh2();
    run(engine, 'play tic', '1');
    expect(run(engine, '1')).toEqual(['THAT POSITION IS ALREADY TAKEN. PLEASE CHOOSE ANOTHER.']);
  });

  it('the computer wins, else blocks, else takes the centre, else a corner', () => {
    expect(computerMove(board('OO.XX....'), first)).toBe(2);
    expect(computerMove(board('XX.......'), first)).toBe(2);
    expect(computerMove(board('X........'), first)).toBe(4);
    expect(computerMove(board('....X....'), first)).toBe(0);
    expect(computerMove(board('X.O.XOOXX'), first)).toBe(1);
  });

  it('a player win is announced, then the board resets and the menu returns', () => {
    const engine = josh2();
    run(engine, 'play tic');
    // The computer never lets X win, so the test sets up a board X wins on its next move.
    engine.state.games.ticTacToe.board = board('XX.OO....');
    const lines = run(engine, '3');
    expect(lines).toContain('YOU WIN. CONGRATULATIONS.');
    expect(lines.slice(-MENU_LINES.length)).toEqual([...MENU_LINES]);
    expect(engine.state.games.ticTacToe.isActive).toBe(false);
  });

  it('a computer win is announced as a loss', () => {
    const engine = josh2({ random: () => 0 });
    run(engine, 'play tic', '2', '6');
    const lines = run(engine, '8');
    expect(lines).toContain('I WIN. BETTER LUCK NEXT TIME.');
  });

  it('a full board without a line is a draw', () => {
    const engine = josh2({ random: () => 0 });
    run(engine, 'play tic', '5', '2', '7', '6');
    const lines = run(engine, '9');
    expect(lines).toContain('THE GAME IS A DRAW.');
  });

  it('draws the board with cell numbers in the empty cells', () => {
    expect(boardLines(board('X...O....'))).toEqual([
      ' X | 2 | 3 ',
      '---+---+---',
      ' 4 | O | 6 ',
      '---+---+---',
      ' 7 | 8 | 9 ',
    ]);
  });
});

describe('maze', () => {
  it('walks from (0,0) to the exit at (3,3) with every spelling of the directions', () => {
    const engine = joshua();
    run(engine, 'maze');
    expect(run(engine, 's')).toEqual(['YOU MOVE SOUTH.', 'POSITION: (0,1). EXIT: (3,3).']);
    run(engine, 'down', 'south', 'e', 'right');
    const lines = run(engine, 'east');
    expect(lines).toEqual([
      'YOU MOVE EAST.',
      'YOU FOUND THE EXIT. CONGRATULATIONS.',
      ...MENU_LINES,
    ]);
    expect(engine.state.games.maze.isActive).toBe(false);
  });

  it('clamps at the edges', () => {
    const engine = josh2();
    run(engine, 'play maze');
    expect(run(engine, 'north')).toEqual(['YOU HIT A WALL.', 'POSITION: (0,0). EXIT: (3,3).']);
    expect(run(engine, 'w')).toEqual(['YOU HIT A WALL.', 'POSITION: (0,0). EXIT: (3,3).']);
    expect(run(engine, 'left')[0]).toBe('YOU HIT A WALL.');
    run(engine, 'e', 'e', 'e');
    expect(run(engine, 'e')[0]).toBe('YOU HIT A WALL.');
    expect(engine.state.games.maze.position).toEqual({ x: 3, y: 0 });
    run(engine, 'up');
    expect(engine.state.games.maze.position).toEqual({ x: 3, y: 0 });
  });

  it('refuses an unknown direction', () => {
    const engine = josh2();
    run(engine, 'falken');
    expect(run(engine, 'jump')).toEqual([
      'INVALID DIRECTION. PLEASE USE NORTH, SOUTH, EAST, OR WEST.',
    ]);
  });
});
