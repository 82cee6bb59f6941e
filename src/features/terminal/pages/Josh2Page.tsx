/** Placeholder shell until its feature lands. */
export default function Josh2Page() {
  return (
    <main>
      <h1>Josh2Page</h1>
    </main>
  );
}
