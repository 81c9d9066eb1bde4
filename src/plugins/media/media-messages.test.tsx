// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EngineProvider } from '../../engine'
import { createTestEngine } from '../../engine/testing'
import { prepareMotion } from '../../widget/ui/motion/testing'
import { MessageBubble } from '../../widget/components/MessageBubble'
import { AudioMessage, FileMessage, ImageMessage, VideoMessage } from './components/MediaMessages'
import { mediaPlugin } from '.'

beforeAll(() => prepareMotion())
afterEach(cleanup)

function setup() {
  const { engine, message } = createTestEngine({ plugins: [mediaPlugin] })
  return { message, show: (node: ReactNode) => render(<EngineProvider engine={engine}>{node}</EngineProvider>) }
}

describe('media messages', () => {
  it('never links or loads a URL the widget may not open: data:, javascript:, //host, another site over http', () => {
    const { message, show } = setup()
    const bad = [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      '//evil.example/x.png',
      '/\t/evil.example/x.png',
      'http://evil.example/x.png',
      'blob:https://evil.example/1',
    ]
    for (const url of bad) {
      for (const Renderer of [ImageMessage, AudioMessage, VideoMessage, FileMessage]) {
        const { container, unmount } = show(<Renderer message={message({ type: 'file', message: url })} />)
        expect(container.querySelector('a, img, audio, video, [href], [src]'), `${Renderer.name} ${url}`).toBeNull()
        expect(container.textContent).toBe(url)
        unmount()
      }
    }
    // An https URL (the S3 bucket) and this site's own path still are.
    const { container } = show(
      <FileMessage message={message({ type: 'file', message: 'https://cdn.example/s1/menu.pdf' })} />,
    )
    expect(container.querySelector('a')!.getAttribute('href')).toBe('https://cdn.example/s1/menu.pdf')
  })

  it('without the media plugin, a message of another type is a link only when its URL may be opened', () => {
    const { engine, message } = createTestEngine()
    const bubble = (url: string) =>
      render(
        <EngineProvider engine={engine}>
          <MessageBubble message={{ ...message({ type: 'file', message: url }), pending: false }} />
        </EngineProvider>,
      )
    const unsafe = bubble('javascript:alert(1)')
    expect(unsafe.container.querySelector('a')).toBeNull()
    expect(unsafe.container.textContent).toContain('javascript:alert(1)')
    unsafe.unmount()
    expect(bubble('/uploads/s1/menu.pdf').container.querySelector('a')!.getAttribute('href')).toBe(
      '/uploads/s1/menu.pdf',
    )
  })

  it('the image viewer fades in, refocuses the thumbnail as soon as Escape closes it, then fades out', async () => {
    const { message, show } = setup()
    show(
      <ImageMessage
        message={message({
          type: 'image',
          message: '/uploads/s1/chat-widget/image/2026/11/x/kaju-katli.jpg',
          caption: 'Kaju katli',
        })}
      />,
    )
    const thumbnail = screen.getByRole('button', { name: 'Open image full screen' })
    thumbnail.focus()
    fireEvent.click(thumbnail)
    const viewer = await screen.findByRole('dialog', { name: 'Image' })
    expect(Number(viewer.style.opacity)).toBeLessThan(1)
    // Focus moves in the viewer's effect, which runs just after the commit that shows it (the dialog arrives from a
    // lazy chunk, so that effect is not flushed with the click).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close image' })))
    await waitFor(() => expect(viewer.style.opacity).toBe('1'))

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.activeElement).toBe(thumbnail)
    expect(viewer.isConnected).toBe(true)
    await waitFor(() => expect(viewer.isConnected).toBe(false))
    // Opens again (the viewer stays mounted, closed, after the first time).
    fireEvent.click(thumbnail)
    expect(await screen.findByRole('dialog', { name: 'Image' })).toBeTruthy()
  })

  it('a file shows the name the customer chose, with an SVG icon (no emoji that needs a font)', () => {
    const { message, show } = setup()
    show(
      <FileMessage
        message={message({
          type: 'file',
          message: '/uploads/s1/chat-widget/document/2026/11/0f7c2b1e-8a1d-4b7e-9d2a-2f1c3b4d5e6f/Diwali-menu.pdf',
        })}
      />,
    )
    const link = screen.getByRole('link', { name: 'Download Diwali-menu.pdf' })
    expect(link.textContent).toBe('Diwali-menu.pdf')
    expect(link.getAttribute('download')).toBe('Diwali-menu.pdf')
    expect(link.querySelector('svg')).not.toBeNull()
    expect(link.textContent).not.toMatch(/\p{Extended_Pictographic}/u)
  })

  it('a voice note without a duration is read through once for its real length, then rewinds', () => {
    const { message, show } = setup()
    show(
      <AudioMessage
        message={message({ type: 'audio', message: '/uploads/s1/chat-widget/audio/2026/11/x/voice-note.weba' })}
      />,
    )
    const audio = document.querySelector('audio')!
    let duration = Number.POSITIVE_INFINITY
    let currentTime = 0
    Object.defineProperty(audio, 'duration', { get: () => duration })
    Object.defineProperty(audio, 'currentTime', {
      get: () => currentTime,
      set: (value: number) => {
        currentTime = value
      },
    })
    fireEvent.loadedMetadata(audio)
    expect(currentTime).toBe(Number.MAX_SAFE_INTEGER)
    duration = 12.4
    fireEvent.durationChange(audio)
    expect(currentTime).toBe(0)
    // A later change of duration leaves the position alone.
    currentTime = 5
    fireEvent.durationChange(audio)
    expect(currentTime).toBe(5)
  })

  it('an audio file with a duration is left alone', () => {
    const { message, show } = setup()
    show(
      <AudioMessage
        message={message({ type: 'audio', message: '/uploads/s1/chat-widget/audio/2026/11/x/song.mp3' })}
      />,
    )
    const audio = document.querySelector('audio')!
    let currentTime = 0
    Object.defineProperty(audio, 'duration', { get: () => 180 })
    Object.defineProperty(audio, 'currentTime', {
      get: () => currentTime,
      set: (value: number) => {
        currentTime = value
      },
    })
    fireEvent.loadedMetadata(audio)
    expect(currentTime).toBe(0)
  })
})
