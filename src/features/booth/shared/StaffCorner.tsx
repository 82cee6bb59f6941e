/**
 * The staff's way in, on both booths: a quiet corner button that shows visitors nothing of the
 * booth (no counts, no sync state, no device names: docs/product.md §28 "Booth design").
 */
export function StaffCorner({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="staff-corner" onClick={onOpen}>
      Staff
    </button>
  );
}
