/** Placeholder shell until its feature lands. */
export default function JoshuaPage() {
  return (
    <main>
      <h1>JoshuaPage</h1>
    </main>
  );
}
