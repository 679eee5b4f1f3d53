/** Hands a text file to the browser's download (the CSV export); the object URL is released afterwards. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: release it a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
