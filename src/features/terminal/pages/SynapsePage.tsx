/** Placeholder shell until its feature lands. */
export default function SynapsePage() {
  return (
    <main>
      <h1>SynapsePage</h1>
    </main>
  );
}
