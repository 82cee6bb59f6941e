/** Placeholder shell until its feature lands. */
export default function NeuralPage() {
  return (
    <main>
      <h1>NeuralPage</h1>
    </main>
  );
}
