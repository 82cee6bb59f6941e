/** A command-line tool's failure, in one line a person reads, and a non-zero exit. */
export function reportToolFailure(command: string): (error: unknown) => never {
  return (error) => {
    console.error(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
}
