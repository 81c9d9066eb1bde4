/**
 * Hands a file to the browser as a download named `name` (an invoice PDF fetched with the widget's token, which a
 * plain link could not carry).
 *
 * @example
 * saveFile(await api.file(INVOICE_PDF_PATH, query), 'KK-2026-27-7.pdf')
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once it started; the object URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
