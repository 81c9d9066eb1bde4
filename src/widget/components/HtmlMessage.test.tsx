// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID } from '../../engine/testing'
import { widgetPlugins } from '../plugins'
import { MessageBubble } from './MessageBubble'

afterEach(cleanup)

const bodyDisplay = () => getComputedStyle(document.body).display

describe('a component message', () => {
  it('cannot hide the page: a <style> in it never reaches the document', async () => {
    // This jsdom applies a <style> to getComputedStyle, so the check below would see a blanked page.
    const probe = document.createElement('style')
    probe.textContent = 'body{display:none}'
    document.head.append(probe)
    expect(bodyDisplay()).toBe('none')
    probe.remove()
    expect(bodyDisplay()).not.toBe('none')

    const test = createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins })
    const message = test.message({
      type: 'component',
      // Both places: DOMPurify's HTML profile drops a leading <style> (the parser hoists it out of the body) but keeps
      // a later one.
      message:
        '<style>body{display:none}</style>' +
        '<p style="position:fixed;inset:0;z-index:9999">Order <b>ORD-1</b> confirmed</p>' +
        '<style>body{display:none}</style>',
    })
    render(
      <EngineProvider engine={test.engine}>
        <MessageBubble message={message} />
      </EngineProvider>,
    )
    // The HTML renderer is loaded lazily.
    const bold = await screen.findByText('ORD-1')
    const paragraph = bold.closest('p')!
    expect(bodyDisplay()).not.toBe('none')
    expect(document.querySelectorAll('style')).toHaveLength(0)
    expect(document.body.textContent).not.toContain('display:none')
    expect(paragraph.textContent).toBe('Order ORD-1 confirmed')
    expect(paragraph.hasAttribute('style')).toBe(false)
  })
})
