import type { CSSProperties } from 'react'
import type { ColorPalette } from '../../contract/page'

/**
 * `colorPalette` → `--color-<role>` custom properties (`primaryDark` →
 * `--color-primary-dark`). Values that are not plain colours are dropped, so
 * stored content cannot inject CSS.
 */
export function paletteStyle(palette: ColorPalette): CSSProperties {
  const style: Record<string, string> = {}
  for (const [role, colour] of Object.entries(palette)) {
    if (/^[a-z][a-z0-9]*$/i.test(role) && /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]+)$/i.test(colour.trim())) {
      style[`--color-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = colour.trim()
    }
  }
  return style as CSSProperties
}
