// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../contract/chat'
import { createOwnerI18n } from '../i18n'
import { AudioBody, FileBody, ImageBody, VideoBody } from './OwnerMedia'

afterEach(cleanup)

const i18n = createOwnerI18n()
const show = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
const message = (url: string): ChatMessage => ({
  _id: 'm1',
  type: 'file',
  message: url,
  createdAt: new Date().toISOString(),
  senderId: 'c1',
  clientId: 's1',
  sender: 'user',
})

describe("the owner app's media messages", () => {
  it('never link or load a URL that is not one to open', () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      '//evil.example/x.png',
      'http://evil.example/x.png',
    ]) {
      for (const Body of [ImageBody, AudioBody, VideoBody, FileBody]) {
        const { container, unmount } = show(<Body message={message(url)} />)
        expect(container.querySelector('a, img, audio, video, [href], [src]'), `${Body.name} ${url}`).toBeNull()
        expect(container.textContent).toBe(url)
        unmount()
      }
    }
    const { container } = show(<FileBody message={message('/uploads/s1/chat-widget/document/2026/11/x/menu.pdf')} />)
    expect(container.querySelector('a')!.getAttribute('href')).toBe(
      '/uploads/s1/chat-widget/document/2026/11/x/menu.pdf',
    )
  })
})
