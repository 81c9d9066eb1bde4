/** A language's name in the owner's language (`hi` → 'Hindi', 'हिन्दी'), as the browser's `Intl` knows it. */
export function languageLabel(language: string): string {
  const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'language' })
  return names.of(language) ?? language
}
