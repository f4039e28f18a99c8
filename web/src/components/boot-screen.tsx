/** What shows while the site's settings and language load on the first visit: a spinner, as no text can be translated yet. */
export function BootScreen() {
  return (
    <div className="boot-screen" aria-busy="true">
      <span className="spinner-border text-primary" />
    </div>
  );
}
