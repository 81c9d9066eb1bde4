// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine'
import { createTestEngine } from '../../engine/testing'
import { MediaTray } from './components/MediaTray'
import { mediaPlugin } from '.'

afterEach(cleanup)

/** Whether the page would ask before being left (a `beforeunload` listener prevented the default). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  dispatchEvent(event)
  return event.defaultPrevented
}

describe('leaving the page while a file is sent', () => {
  it('asks while an upload is in progress, and no longer once it is gone or failed', async () => {
    let finish!: (url: string) => void
    const { engine, signIn } = createTestEngine({ plugins: [mediaPlugin] })
    await signIn()
    const media = engine.plugin('media')
    // The store with an upload that does not end until told.
    Object.assign(media, { upload: () => new Promise<string>((resolve) => (finish = resolve)) })
    render(
      <EngineProvider engine={engine}>
        <MediaTray />
      </EngineProvider>,
    )
    expect(leavingAsks()).toBe(false)
    let sending!: Promise<boolean>
    act(() => {
      sending = media.send(new File(['png'], 'kachori.png', { type: 'image/png' }), 'image', '')
    })
    expect(leavingAsks()).toBe(true)
    await act(async () => {
      finish('/uploads/site/kachori.png')
      await sending
    })
    expect(media.attachments).toHaveLength(0)
    expect(leavingAsks()).toBe(false)
  })
})
