/** Placeholder shell until its feature lands. */
export default function HomePage() {
  return (
    <main>
      <h1>HomePage</h1>
    </main>
  );
}
