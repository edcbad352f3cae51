/**
 * Shown when public/config.json is missing or malformed. It renders before i18n and the theme
 * exist (both depend on configuration), so it is plain, inline-styled English.
 */
export function ConfigErrorPage({ configKey, reason }: { configKey: string; reason: string }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24, color: '#1b1f24' }}>
      <div role="alert" style={{ border: '2px solid #b3261e', borderRadius: 8, padding: 24, background: '#fdecea' }}>
        <h1 style={{ marginTop: 0, color: '#8f1e18' }}>Find Suppliers cannot start</h1>
        <p>
          The configuration is not valid: <code>{configKey}</code> {reason}.
        </p>
        <p>Ask your administrator to correct config.json, then reload the page.</p>
      </div>
    </main>
  );
}
