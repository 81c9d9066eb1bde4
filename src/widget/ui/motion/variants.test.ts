import type { TargetResolver } from 'framer-motion'
import { describe, expect, it } from 'vitest'
import type { PanelMove } from '../../../engine/names'
import { motionVariants } from './variants'

const resolve = (variant: unknown, move: PanelMove) =>
  (variant as (move: PanelMove) => ReturnType<TargetResolver>)(move)

describe('motion variants', () => {
  it('every set rests at `shown` and comes from `enter`; all but the bubble (never removed) leave to `exit`', () => {
    for (const [name, set] of Object.entries(motionVariants)) {
      expect(Object.keys(set).sort(), name).toEqual(name === 'bubble' ? ['enter', 'shown'] : ['enter', 'exit', 'shown'])
    }
  })

  it('a pushed view comes in from the right and pushes the old one out to the left; a pop is the mirror', () => {
    const { enter, exit } = motionVariants.view
    expect(resolve(enter, 'push')).toMatchObject({ x: 32 })
    expect(resolve(exit, 'push')).toMatchObject({ x: -32 })
    expect(resolve(enter, 'pop')).toMatchObject({ x: -32 })
    expect(resolve(exit, 'pop')).toMatchObject({ x: 32 })
  })
})
