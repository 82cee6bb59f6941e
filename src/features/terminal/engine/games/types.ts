import type { CommandContext, GameId } from '../state';

/** A game registered in the game table (games/index.ts). */
export interface GameModule {
  id: GameId;
  /** Inputs containing one of these start the game. */
  startPhrases: readonly string[];
  start(ctx: CommandContext): void;
  /** Handles one input while the game runs; 'ended' returns the console to the menu. */
  play(ctx: CommandContext): 'playing' | 'ended';
}
