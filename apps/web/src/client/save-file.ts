// The browser's own download of a file the page fetched (a calendar file, for the success step and the manage page).

/** Saves a file through a temporary link: the browser's own download, named after the reservation. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
