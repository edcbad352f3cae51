/** The blob URL is released this long after the download starts (spec 01 §4). */
export const RELEASE_BLOB_AFTER_MS = 100;

/**
 * File name: the localised base, the sid and a UK-locale timestamp (dd/MM/yyyy, HH:mm:ss), with
 * the characters no file system accepts ("/" and ":") turned into "-".
 */
export function exportFileName(base: string, sid: string, now: Date = new Date()): string {
  const stamp = now.toLocaleString('en-GB').replace(/[/:]/g, '-').replace(/,\s*/, '_');
  return `${base}_${sid}_${stamp}.csv`;
}

/** Hands the text to the browser as a download; returns the blob URL for the caller to release. */
export function startDownload(fileName: string, text: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return url;
}

export function releaseDownload(url: string): void {
  URL.revokeObjectURL(url);
}
