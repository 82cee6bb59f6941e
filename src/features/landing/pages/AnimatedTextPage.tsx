/** Placeholder shell until its feature lands. */
export default function AnimatedTextPage() {
  return (
    <main>
      <h1>AnimatedTextPage</h1>
    </main>
  );
}
