import { test } from '@playwright/test'

/**
 * The running test's e2e server for calls made from Node (page.request): Node cannot resolve `*.localhost`, so
 * these go to 127.0.0.1 on the port of the project's `baseURL` (playwright.config.ts runs two servers); the site is
 * named in the call.
 */
export function api(): string {
  return `http://127.0.0.1:${new URL(test.info().project.use.baseURL!).port}`
}
