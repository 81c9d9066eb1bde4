import { describe, expect, it } from 'vitest'
import { componentAttributeAllowed, componentUrlAllowed } from './component-html'

describe('the component HTML rule both sides apply', () => {
  it.each([
    ['https://kesarkitchen.in/menu', 'link', true],
    ['/uploads/site/x.pdf', 'link', true],
    ['mailto:hello@kesarkitchen.in', 'link', true],
    ['tel:+919829012345', 'link', true],
    ['javascript:alert(1)', 'link', false],
    ['java\tscript:alert(1)', 'link', false],
    ['data:text/html,x', 'link', false],
    ['/uploads/x.png', 'image', true],
    ['https://cdn.example/x.png', 'image', true],
    ['http://cdn.example/x.png', 'image', false],
    ['//evil.example/x.png', 'image', false],
    ['data:image/png;base64,AAAA', 'image', false],
  ] as const)('%s as a %s: %s', (url, use, allowed) => {
    expect(componentUrlAllowed(url, use)).toBe(allowed)
  })

  it('allows attributes per tag, and title everywhere', () => {
    expect(componentAttributeAllowed('a', 'href')).toBe(true)
    expect(componentAttributeAllowed('p', 'title')).toBe(true)
    expect(componentAttributeAllowed('p', 'href')).toBe(false)
    expect(componentAttributeAllowed('img', 'onerror')).toBe(false)
    expect(componentAttributeAllowed('p', 'style')).toBe(false)
    expect(componentAttributeAllowed('div', 'data-order-id')).toBe(true)
    expect(componentAttributeAllowed('p', 'data-order-id')).toBe(false)
    expect(componentAttributeAllowed('div', 'data-other')).toBe(false)
  })
})
