/** Placeholder shell until its feature lands. */
export default function AdminDashboardPage() {
  return (
    <main>
      <h1>AdminDashboardPage</h1>
    </main>
  );
}
