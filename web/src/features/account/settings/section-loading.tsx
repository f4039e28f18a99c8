/** A settings section's spinner while its data loads; the label names it for screen readers. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="d-flex justify-content-center py-3">
      <span className="spinner-border spinner-border-sm text-primary" role="status">
        <span className="visually-hidden">{label}</span>
      </span>
    </div>
  );
}
