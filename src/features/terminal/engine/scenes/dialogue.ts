import type { Command, CommandContext } from '../state';
import { FILM_DIALOGUE } from './filmText';

const plain = (text: string) => text.replace(/[?!.,]/g, '').trim();
const lineFor = (ctx: CommandContext) =>
  FILM_DIALOGUE.find(({ phrases }) => phrases.some((phrase) => plain(ctx.text).includes(phrase)));

/** The film's lines: "PEOPLE SOMETIMES MAKE MISTAKES." - "YES THEY DO. SHALL WE PLAY A GAME?" */
export const filmDialogueScene: Command = {
  id: 'scene-dialogue',
  matches: (ctx) => lineFor(ctx) !== undefined,
  run: (ctx) => {
    ctx.out.say(lineFor(ctx)?.reply ?? []);
  },
};
