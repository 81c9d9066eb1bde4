import { describe, expect, it } from 'vitest'
import { photoAttributes } from './photo-attributes'

const base = '/uploads/site/owner/photos/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/dosa'

describe('photoAttributes', () => {
  it('lists a processed photo’s widths up to its own, with its size', () => {
    expect(photoAttributes(`${base}.1280x960.webp`, '72px')).toEqual({
      src: `${base}.1280x960.webp`,
      srcSet: `${base}.160w.webp 160w, ${base}.320w.webp 320w, ${base}.640w.webp 640w, ${base}.1280x960.webp 1280w`,
      sizes: '72px',
      width: 1280,
      height: 960,
    })
    expect(photoAttributes(`https://cdn.example/x/${base.slice(1)}.300x200.webp`, '64px').srcSet).toBe(
      `https://cdn.example/x/${base.slice(1)}.160w.webp 160w, https://cdn.example/x/${base.slice(1)}.300x200.webp 300w`,
    )
  })

  it('keeps any other address a plain src (seed data, CSV links, chat images)', () => {
    for (const url of [
      '/images/seed/dosa.jpg',
      'https://example.com/photo.640x480.webp',
      `${base}.jpg`,
      '/uploads/site/chat-widget/images/2026/11/0b9c4a7e-3f7d-4c55-9a53-1d8f0e2b6a10/a.png',
    ]) {
      expect(photoAttributes(url, '72px')).toEqual({ src: url })
    }
  })
})
