/**
 * Hands a text to the browser as a file to save (a CSV export, subtitles). The object URL is freed a
 * moment later, once the download has taken it: freed at once, some browsers save nothing.
 */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
