// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSection, errorsOf, registry, renderSection, valuesOf, withValues } from '../shared/test-utils'

const grinding = demoSection('sec-s2-card-grinding')

describe('Section 2 Card', () => {
  it('is a card (grouped into the grid)', () => {
    expect(registry.get('Section 2 Card')?.layout).toBe('card')
  })

  it('decodes the demo card', () => {
    expect(valuesOf(grinding)).toEqual({
      icon: 'flame',
      mainTitle: 'Grinding',
      tagline: 'Tuesday is grinding day',
      title: 'Roasted and ground in 8 kg batches',
      subTitlePart1: 'Every batch is dry-roasted by hand,',
      subTitlePart2: 'cooled overnight and stone-ground slowly so the oils stay in.',
      description1: expect.stringContaining('Slow grinding keeps the spices cool'),
      description2: expect.stringContaining('Every jar carries its grinding date'),
    })
  })

  it('is a collapsible card whose header is a real button', () => {
    renderSection(grinding)
    const heading = screen.getByRole('heading', { level: 3 })
    const toggle = screen.getByRole('button')
    expect(heading.contains(toggle)).toBe(true)
    expect(toggle.textContent).toContain('Roasted and ground in 8 kg batches')
    expect(toggle.textContent).toContain('Tuesday is grinding day')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(body.textContent).toContain('cooled overnight and stone-ground slowly')
    expect(body.textContent).toContain('Every jar carries its grinding date')
    expect(body.classList.contains('is-open')).toBe(false)

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(body.classList.contains('is-open')).toBe(true)
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(body.classList.contains('is-open')).toBe(false)
  })

  it('fails without a Title, naming the path', () => {
    expect(errorsOf(withValues(grinding, { drop: ['Title'] }))).toEqual([
      { path: 'sections.0.values.Title', message: 'is required' },
    ])
  })
})
