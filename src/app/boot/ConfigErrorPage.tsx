/**
 * Shown when public/config.json is missing, malformed or does not answer. It renders before i18n and
 * the theme exist (both depend on configuration), so it is plain, inline-styled English. A request
 * that failed or timed out (`onRetry`) may succeed on a second try; a config.json that is wrong will not.
 */
export function ConfigErrorPage({ configKey, reason, onRetry }: { configKey: string; reason: string; onRetry?: () => void }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24, color: '#1b1f24' }}>
      <div role="alert" style={{ border: '2px solid #b3261e', borderRadius: 8, padding: 24, background: '#fdecea' }}>
        <h1 style={{ marginTop: 0, color: '#8f1e18' }}>Find Suppliers cannot start</h1>
        {onRetry ? (
          <>
            <p>
              The configuration could not be loaded: <code>{configKey}</code> {reason}.
            </p>
            <p>Check your connection, then try again.</p>
            <button type="button" onClick={onRetry} style={{ font: 'inherit', padding: '8px 16px' }}>
              Retry
            </button>
          </>
        ) : (
          <>
            <p>
              The configuration is not valid: <code>{configKey}</code> {reason}.
            </p>
            <p>Ask your administrator to correct config.json, then reload the page.</p>
          </>
        )}
      </div>
    </main>
  );
}
