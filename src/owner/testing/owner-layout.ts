import { afterAll, beforeAll } from 'vitest'
import { fakeLayout, type FakeLayout } from '../../ui/testing/fake-layout'

/**
 * Lays out the owner app's lists and threads for one test file (jsdom lays nothing out): a 600 px scroller and rows of
 * `rowHeight` px, from the file's first test to its last. Test code only; call it at the top of the file.
 *
 * @example
 * fakeOwnerLayout(76)
 */
export function fakeOwnerLayout(rowHeight: number): void {
  let layout: FakeLayout | undefined
  beforeAll(() => {
    layout = fakeLayout({
      scroller: '.ow-list, .ow-thread',
      row: '.ow-list__row, .ow-thread__row',
      viewport: 600,
      rowHeight: () => rowHeight,
    })
  })
  afterAll(() => layout?.restore())
}
