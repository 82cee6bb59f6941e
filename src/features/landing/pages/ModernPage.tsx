/** Placeholder shell until its feature lands. */
export default function ModernPage() {
  return (
    <main>
      <h1>ModernPage</h1>
    </main>
  );
}
