// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoSection, errorsOf, renderSection, valuesOf, withValues } from '../shared/test-utils'

const hero = demoSection('sec-main-header')

describe('Main Header', () => {
  it('decodes the demo hero into the values the document head reads', () => {
    expect(valuesOf(hero)).toEqual({
      logo: '/demo/logo.svg',
      logoText: 'Kesar Kitchen',
      tagline: 'Home kitchen · Malviya Nagar, Jaipur · since 2016',
      title: 'Masalas ground on Tuesday, at your door by Friday',
      subTitle: expect.stringContaining('Small-batch spice blends'),
      button1Text: 'Plan an order with us',
      button1Link: '#final-cta',
      button2Text: 'Read customer stories',
      button2Link: '#results',
    })
  })

  it('sends its buttons where the owner chose: another anchor, or the chat', () => {
    renderSection({
      ...hero,
      values: [
        ...hero.values,
        { key: 'Button 1 Link', value: '?chat=open&source=cart_summary' },
        { key: 'Button 2 Link', value: '#services' },
      ],
    })
    expect(screen.getByRole('link', { name: 'Plan an order with us' }).getAttribute('href')).toBe(
      '?chat=open&source=cart_summary',
    )
    expect(screen.getByRole('link', { name: 'Read customer stories' }).getAttribute('href')).toBe('#services')
  })

  it('renders the title as the only h1, with logo text, tagline and sub title', () => {
    const { container } = renderSection(hero)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Masalas ground on Tuesday, at your door by Friday',
    )
    expect(container.querySelectorAll('h1')).toHaveLength(1)
    expect(screen.getByText('Kesar Kitchen')).toBeTruthy()
    expect(screen.getByText('Home kitchen · Malviya Nagar, Jaipur · since 2016')).toBeTruthy()
    // The logo sits next to the logo text, so it is decorative.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('links button 1 to #final-cta and button 2 to #results', () => {
    renderSection(hero)
    expect(screen.getByRole('link', { name: 'Plan an order with us' }).getAttribute('href')).toBe('#final-cta')
    expect(screen.getByRole('link', { name: 'Read customer stories' }).getAttribute('href')).toBe('#results')
  })

  describe('scrolling to an anchor', () => {
    afterEach(() => {
      vi.unstubAllGlobals()
      document.getElementById('results')?.remove()
    })

    function target() {
      const element = document.createElement('section')
      element.id = 'results'
      element.tabIndex = -1
      element.scrollIntoView = vi.fn()
      document.body.append(element)
      return element
    }

    it('scrolls smoothly, focuses the target and replaces the hash', () => {
      vi.stubGlobal('matchMedia', () => ({ matches: false }))
      const results = target()
      const replaceState = vi.spyOn(history, 'replaceState')
      renderSection(hero)
      const link = screen.getByRole('link', { name: 'Read customer stories' })
      const notPrevented = fireEvent.click(link)
      expect(notPrevented).toBe(false)
      expect(results.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' })
      expect(document.activeElement).toBe(results)
      expect(replaceState).toHaveBeenCalledWith(history.state, '', '#results')
    })

    it('jumps without animation when the visitor prefers reduced motion', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }))
      const results = target()
      renderSection(hero)
      fireEvent.click(screen.getByRole('link', { name: 'Read customer stories' }))
      expect(results.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant' })
    })

    it('leaves a modified click (new tab) to the browser', () => {
      const results = target()
      renderSection(hero)
      expect(fireEvent.click(screen.getByRole('link', { name: 'Read customer stories' }), { ctrlKey: true })).toBe(true)
      expect(results.scrollIntoView).not.toHaveBeenCalled()
    })
  })

  it('renders without the optional parts', () => {
    const { container } = renderSection(
      withValues(hero, { drop: ['Logo', 'Logo Text', 'Tagline', 'Sub Title', 'Button 1 Text', 'Button 2 Text'] }),
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
  })

  it('fails without a Title, naming the path', () => {
    expect(errorsOf(withValues(hero, { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
  })

  it('refuses a logo that is not a same-site path or https URL', () => {
    expect(errorsOf(withValues(hero, { set: { Logo: 'javascript:alert(1)' } })).map((error) => error.path)).toEqual([
      'sections.0.values.Logo',
    ])
  })
})
