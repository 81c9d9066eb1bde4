// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine'
import { createTestEngine } from '../../engine/testing'
import { LOGOUT_ICON, WidgetHeader } from './WidgetHeader'

afterEach(cleanup)

/** The end points of each subpath of an SVG path (M, L, H, V, A and their relative forms), enough for line icons. */
function subpaths(d: string): { x: number; y: number }[][] {
  const paths: { x: number; y: number }[][] = []
  let x = 0
  let y = 0
  for (const [, command, args] of d.matchAll(/([MLHVAmlhva])([^MLHVAmlhva]*)/g)) {
    const numbers = (args!.match(/-?\d*\.?\d+/g) ?? []).map(Number)
    const relative = command === command!.toLowerCase()
    const step = { m: 2, l: 2, h: 1, v: 1, a: 7 }[command!.toLowerCase() as 'm' | 'l' | 'h' | 'v' | 'a']
    for (let index = 0; index < numbers.length; index += step) {
      const group = numbers.slice(index, index + step)
      const kind = command!.toLowerCase()
      if (kind === 'h') x = (relative ? x : 0) + group[0]!
      else if (kind === 'v') y = (relative ? y : 0) + group[0]!
      else {
        const [dx, dy] = kind === 'a' ? group.slice(5) : group
        x = (relative ? x : 0) + dx!
        y = (relative ? y : 0) + dy!
      }
      if (kind === 'm' && index === 0) paths.push([])
      paths.at(-1)!.push({ x, y })
    }
  }
  return paths
}

describe('the widget header', () => {
  it('draws Logout as leaving: the arrow goes right, out of a door frame on its left (not into it)', async () => {
    const test = createTestEngine()
    await test.signIn()
    render(
      <EngineProvider engine={test.engine}>
        <WidgetHeader title="Kesar Kitchen" fullPage={false} />
      </EngineProvider>,
    )
    const path = screen.getByRole('button', { name: 'Logout' }).querySelector('path')!
    expect(path.getAttribute('d')).toBe(LOGOUT_ICON)
    const [frame, head, shaft] = subpaths(LOGOUT_ICON)
    const xs = (points: { x: number }[]) => points.map((point) => point.x)
    // The frame stands left of the arrow, which starts at it and points away (its head is its rightmost part).
    expect(Math.max(...xs(frame!))).toBeLessThanOrEqual(Math.min(...xs(shaft!)))
    expect(Math.max(...xs(head!))).toBe(Math.max(...xs(shaft!)))
    expect(Math.max(...xs(head!))).toBeGreaterThan(Math.max(...xs(frame!)))
  })

  it("says 'Online' while open, and when replies come while the business is away", () => {
    const header = (settings: object) =>
      render(
        <EngineProvider engine={createTestEngine({ settings }).engine}>
          <WidgetHeader title="Kesar Kitchen" fullPage={false} />
        </EngineProvider>,
      )
    header({})
    expect(screen.getByText('Online')).toBeTruthy()
    cleanup()
    header({ away: 'Mon 9:00' })
    expect(screen.getByText('Away · replies from Mon 9:00')).toBeTruthy()
    expect(screen.queryByText('Online')).toBeNull()
    cleanup()
    header({ away: '' })
    expect(screen.getByText('Away')).toBeTruthy()
  })
})
