/** Placeholder shell until its feature lands. */
export default function AdminLoginPage() {
  return (
    <main>
      <h1>AdminLoginPage</h1>
    </main>
  );
}
