/** Placeholder shell until its feature lands. */
export default function DirectSynapsePage() {
  return (
    <main>
      <h1>DirectSynapsePage</h1>
    </main>
  );
}
