import type { Choice } from '../engine';

/**
 * Issue 44: the console's current choices as real buttons under the screen, for a thumb on a
 * phone and Tab on a laptop; each sends its input as if typed, so the transcript shows it.
 */
export function ConsoleChoices({
  choices,
  onChoose,
}: {
  choices: readonly Choice[];
  onChoose: (input: string) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <nav className="terminal-choices" aria-label="Choices">
      <ul>
        {choices.map((choice) => (
          <li key={choice.input}>
            <button
              type="button"
              className="terminal-button"
              onClick={() => onChoose(choice.input)}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
