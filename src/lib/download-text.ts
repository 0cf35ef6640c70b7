/** Hands `text` to the browser as a CSV file download named `fileName`. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once click() returns; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
