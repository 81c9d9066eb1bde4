import type { CSSProperties } from 'react'

/** The widget's colour when the settings name none. */
export const DEFAULT_THEME_COLOR = '#10B981'

/**
 * CSS variables for the widget's theme colour and a text colour that stays
 * readable on it (white or near-black, whichever contrasts more), so a light
 * brand colour never leaves white text unreadable.
 */
export function themeStyle(themeColor: string | undefined): CSSProperties {
  const colour = /^#[0-9a-f]{6}$/i.test(themeColor ?? '') ? themeColor! : DEFAULT_THEME_COLOR
  return { '--vw-theme': colour, '--vw-on-theme': contrastText(colour) } as CSSProperties
}

export function contrastText(hex: string): '#ffffff' | '#111827' {
  const [r, g, b] = [1, 3, 5].map((index) => {
    const channel = parseInt(hex.slice(index, index + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  // Contrast with white is 1.05 / (L + 0.05); with #111827 (L ≈ 0.0116) it is (L + 0.05) / 0.0616.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0616 ? '#ffffff' : '#111827'
}
