/** Resolves once `url` answers 200; rejects after `timeoutMs` (default 60 s). */
export function waitForServer(url: string, timeoutMs?: number): Promise<void>;
