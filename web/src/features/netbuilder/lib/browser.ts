/** Browser side effects, in one object so that component tests can replace them. */
export const browser = {
  /** Sends the browser to the hosted checkout. */
  goTo(url: string): void {
    window.location.assign(url);
  },
  /** Saves a file the way a download link does. */
  saveFile(blob: Blob, filename: string): void {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  },
};
