import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The one problem an admin form shows under its fields: the shared schema's message for the
 * first field (in the form's order) that has one. docs/product.md §5 words each admin rule as one
 * sentence about the whole form, so one alert reads better than a message per field.
 */
export function firstProblem<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
