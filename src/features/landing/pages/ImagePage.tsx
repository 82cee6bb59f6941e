/** Placeholder shell until its feature lands. */
export default function ImagePage() {
  return (
    <main>
      <h1>ImagePage</h1>
    </main>
  );
}
