/** Placeholder shell until its feature lands. */
export default function TestPage() {
  return (
    <main>
      <h1>TestPage</h1>
    </main>
  );
}
