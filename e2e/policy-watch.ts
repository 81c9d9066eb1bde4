import type { Page } from '@playwright/test'

type Violation = { directive: string; blocked: string; sample: string }

export interface PolicyWatch {
  /** Every violation so far, from the page and from the console (a reload starts the page's list afresh). */
  all(): Promise<string[]>
}

/**
 * Everything the page's Content-Security-Policy blocks: `securitypolicyviolation`
 * events (collected in the page from before its first script runs) and the
 * console errors Chromium writes for them; also its warnings about the
 * Permissions-Policy header (an unknown feature).
 */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  await page.addInitScript(() => {
    const seen: Violation[] = []
    Object.assign(window, { __violations: seen })
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
      true,
    )
  })
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      /Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(message.text())
    )
      consoleErrors.push(message.text())
  })
  return {
    /** Every violation so far, from the page and from the console (a reload starts the page's list afresh). */
    async all(): Promise<string[]> {
      const inPage = await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations)
      return [...inPage.map((v) => `${v.directive} blocked ${v.blocked || v.sample}`), ...consoleErrors]
    },
  }
}
