import './simplePage.css';

/** The closing line of the secondary pages. */
export function SimpleFooter() {
  return (
    <footer className="simple-footer">
      <p>© {new Date().getFullYear()} SynapseAI. All rights reserved.</p>
    </footer>
  );
}
