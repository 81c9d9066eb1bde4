import fs from 'node:fs'
import { createRequire } from 'node:module'
import { woffToSfnt } from './woff-to-sfnt.js'

/**
 * Text in an invoice PDF: the fonts it embeds and how mixed text is written with them. The fonts are Noto Sans
 * Devanagari's two subsets from the `@fontsource/noto-sans-devanagari` package (SIL Open Font License): Latin for
 * English, digits and punctuation; Devanagari (with ₹) for Hindi and Marathi, shaped by fontkit (conjuncts, vowel
 * signs). They ship with the product, so no system font is needed.
 */
const require = createRequire(import.meta.url)
const file = (subset: 'latin' | 'devanagari', weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`)

export const FONT_FILES = {
  latin: file('latin', 400),
  latinBold: file('latin', 700),
  deva: file('devanagari', 400),
  devaBold: file('devanagari', 700),
} as const

let fonts: Record<keyof typeof FONT_FILES, Buffer> | null = null

/** The fonts as plain OpenType data, read once per process. */
export function fontData(): Record<keyof typeof FONT_FILES, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, path]) => [name, woffToSfnt(fs.readFileSync(path))]),
  ) as Record<keyof typeof FONT_FILES, Buffer>
  return fonts
}

/** What a PDF document offers the writer: the part of pdfkit's API used here. */
export interface PdfCanvas {
  font(name: string): this
  fontSize(size: number): this
  fillColor(color: string): this
  widthOfString(text: string): number
  text(text: string, x?: number, y?: number, options?: Record<string, unknown>): this
  y: number
}

/** Devanagari letters, signs, digits and dandas, the joiners, and the rupee sign: written with the Devanagari font. */
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u20b9]|\u200c|\u200d/

/**
 * `text` cut into runs of one font; spaces stay with the run they are in (the Devanagari subset has no Latin
 * punctuation).
 */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = []
  for (const character of text) {
    const neutral = /\s/.test(character)
    const last = runs.at(-1)
    const deva = neutral && last ? last.deva : DEVANAGARI.test(character)
    if (last && last.deva === deva) last.text += character
    else runs.push({ deva, text: character })
  }
  return runs
}

export interface WriteOptions {
  width: number
  align?: 'left' | 'right'
  bold?: boolean
  size?: number
  color?: string
}

/**
 * Writes `text` at (x, y) within `width`, each script in its font, wrapping at spaces (and at '\n'); right-aligned
 * lines end at the right edge. Answers the height used. pdfkit's own wrapping is not used: it breaks a line wherever
 * the font changes.
 */
export function write(doc: PdfCanvas, text: string, x: number, y: number, options: WriteOptions): number {
  const size = options.size ?? 9
  const fontOf = (deva: boolean) => (deva ? (options.bold ? 'devaBold' : 'deva') : options.bold ? 'latinBold' : 'latin')
  doc.fontSize(size).fillColor(options.color ?? '#111111')
  const widths = widthCache(doc)
  // Shaping Devanagari is slow: each run's width is measured once per document, font and size.
  const runWidth = (run: { deva: boolean; text: string }) => {
    const key = `${fontOf(run.deva)}|${size}|${run.text}`
    let width = widths.get(key)
    if (width === undefined) widths.set(key, (width = doc.font(fontOf(run.deva)).widthOfString(run.text)))
    return width
  }
  const measure = (part: string) => scriptRuns(part).reduce((acc, run) => acc + runWidth(run), 0)
  const lines = text.split('\n').flatMap((paragraph) => wrap(paragraph, options.width, measure))
  const height = size * 1.4
  lines.forEach((line, index) => {
    let at = options.align === 'right' ? x + options.width - measure(line) : x
    for (const run of scriptRuns(line)) {
      doc.font(fontOf(run.deva)).text(run.text, at, y + index * height, { lineBreak: false })
      at += runWidth(run)
    }
  })
  doc.y = y + Math.max(1, lines.length) * height
  return Math.max(1, lines.length) * height
}

const caches = new WeakMap<PdfCanvas, Map<string, number>>()
const widthCache = (doc: PdfCanvas) => {
  let cache = caches.get(doc)
  if (!cache) caches.set(doc, (cache = new Map()))
  return cache
}

/** `paragraph`'s lines within `width`: whole words (measured one by one), a longer word on its own line. */
function wrap(paragraph: string, width: number, measure: (part: string) => number): string[] {
  const lines: string[] = []
  const space = measure(' ')
  let line = ''
  let used = 0
  for (const word of paragraph.split(/ +/)) {
    const wide = measure(word)
    if (line !== '' && used + space + wide > width) {
      lines.push(line)
      line = word
      used = wide
    } else {
      used += (line === '' ? 0 : space) + wide
      line = line === '' ? word : `${line} ${word}`
    }
  }
  return [...lines, line]
}
