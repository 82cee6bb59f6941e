/** Placeholder shell until its feature lands. */
export default function AiPage() {
  return (
    <main>
      <h1>AiPage</h1>
    </main>
  );
}
