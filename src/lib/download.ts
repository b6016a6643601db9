// Hands a file made in the browser (a JSON export, a CSV) to the browser as a download: an object URL on a
// temporary link, revoked once the download has had time to start.
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
