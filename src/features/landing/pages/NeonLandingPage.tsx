/** Placeholder shell until its feature lands. */
export default function NeonLandingPage() {
  return (
    <main>
      <h1>NeonLandingPage</h1>
    </main>
  );
}
