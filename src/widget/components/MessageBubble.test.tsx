// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID } from '../../engine/testing'
import { widgetPlugins } from '../plugins'
import { MessageBubble } from './MessageBubble'

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
})

/** The time under a text message sent at 18:05 in the machine's zone, on a page in `lang`. */
function timeShown(lang: string): string {
  document.documentElement.lang = lang
  const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
  const message = {
    ...test.message({ type: 'text', message: 'Namaste' }),
    createdAt: new Date(2026, 11, 7, 18, 5).toISOString(),
  }
  const { container } = render(
    <EngineProvider engine={test.engine}>
      <MessageBubble message={message} />
    </EngineProvider>,
  )
  return container.querySelector('.vw-bubble__time')!.textContent!
}

describe("a message's time", () => {
  it("is written in the reader's language: by the part of the day in Hindi, with am/pm in English", () => {
    expect(timeShown('en')).toMatch(/^6:05\spm$/)
    cleanup()
    expect(timeShown('hi')).toBe('शाम 6:05')
  })
})
