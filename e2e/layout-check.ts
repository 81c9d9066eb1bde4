import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { keepScreenshot } from './artefact'

/**
 * What sticks out of `container` sideways (an element wider than its box, outside the panel) or makes the page scroll
 * sideways; elements inside a sideways-scrolling strip (chips, photo rails) may run past it on purpose.
 */
export function overflowOf(container: Locator): Promise<string[]> {
  return container.evaluate((root) => {
    const problems: string[] = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push(`page scrolls sideways: ${doc.scrollWidth}px`)
    const box = root.getBoundingClientRect()
    const scrolls = (element: Element | null): boolean => {
      for (let node = element; node && node !== root; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if (overflow === 'auto' || overflow === 'scroll') return true
      }
      return false
    }
    for (const element of root.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0 || scrolls(element.parentElement)) continue
      const style = getComputedStyle(element)
      if (style.position === 'fixed' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue
      if (element.closest('.visually-hidden')) continue
      const text = (element.textContent ?? '').trim().slice(0, 40)
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}"`
      if (rect.right > box.right + 1 || rect.left < box.left - 1) problems.push(`outside the panel: ${name}`)
    }
    return problems
  })
}

/**
 * Checks `container` holds its layout once a view's slide-in has ended (a sliding view is outside the panel on its
 * way in; one that stays outside fails), and keeps a screenshot of the page as `<name>` (`hindi-cart-390`).
 */
export async function checkLayout(page: Page, container: Locator, testInfo: TestInfo, name: string): Promise<void> {
  await expect.poll(() => overflowOf(container), { message: name }).toEqual([])
  await keepScreenshot(page, testInfo, name)
}
