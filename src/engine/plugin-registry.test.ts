import { describe, expect, it } from 'vitest'
import { definePlugin, type AnyPlugin } from './plugin'
import { PluginRegistry } from './plugin-registry'
import { createTestEngine } from './testing/test-engine'

const View = () => null

function plugin(id: string, rest: Partial<AnyPlugin> = {}): AnyPlugin {
  return definePlugin({ id, setup: () => ({ id }), ...rest })
}

describe('PluginRegistry', () => {
  it('lists composer buttons of every plugin, dependencies first', () => {
    const Attach = () => null
    const Record = () => null
    const registry = new PluginRegistry([
      plugin('media', { dependsOn: ['auth'], composerActions: [Attach, Record] }),
      plugin('auth', { composerActions: [] }),
    ])
    expect(registry.composerActions).toEqual([Attach, Record])
  })

  it('lists header buttons in dependency order', () => {
    const Browse = () => null
    const Cart = () => null
    const registry = new PluginRegistry([plugin('cart', { dependsOn: ['catalogue'], headerActions: [Cart] }), plugin('catalogue', { headerActions: [Browse] })])
    expect(registry.headerActions).toEqual([Browse, Cart])
  })

  it('refuses a duplicate plugin id', () => {
    expect(() => new PluginRegistry([plugin('cart'), plugin('auth'), plugin('cart')])).toThrow(
      'Plugin id "cart" is defined twice: by plugin #1 and by plugin #3 of the list',
    )
  })

  it.each([
    ['panels', { cartSummary: View }, 'Panel "cartSummary" is claimed twice: by plugin "cart" and by plugin "orders"'],
    ['states', { 'direct-buy': View }, 'State "direct-buy" is claimed twice: by plugin "cart" and by plugin "orders"'],
    ['messageRenderers', { image: View }, 'Message type "image" is claimed twice: by plugin "cart" and by plugin "orders"'],
    ['sources', { direct_buy: { run: () => {} } }, 'Source "direct_buy" is claimed twice: by plugin "cart" and by plugin "orders"'],
  ] as const)('refuses a second owner of %s, naming both', (kind, entries, message) => {
    expect(() => new PluginRegistry([plugin('cart', { [kind]: entries }), plugin('orders', { [kind]: entries })])).toThrow(message)
  })

  it('orders plugins so dependencies come first, otherwise keeping the given order', () => {
    const registry = new PluginRegistry([
      plugin('orders', { dependsOn: ['cart', 'auth'] }),
      plugin('media'),
      plugin('cart', { dependsOn: ['auth'] }),
      plugin('auth'),
    ])
    expect(registry.ordered.map((entry) => entry.id)).toEqual(['auth', 'cart', 'orders', 'media'])
  })

  it('builds stores in dependency order, so setup may read its dependencies', () => {
    const built: string[] = []
    const { engine } = createTestEngine({
      plugins: [
        definePlugin({
          id: 'orders',
          dependsOn: ['cart'],
          setup: (engine) => {
            built.push('orders')
            return { cartSeen: (engine.plugin('cart' as never) as { id: string }).id }
          },
        }),
        definePlugin({ id: 'cart', setup: () => (built.push('cart'), { id: 'cart' }) }),
      ],
    })
    expect(built).toEqual(['cart', 'orders'])
    expect(engine.plugin('orders' as never)).toEqual({ cartSeen: 'cart' })
  })

  it('refuses a missing dependency', () => {
    expect(() => new PluginRegistry([plugin('orders', { dependsOn: ['cart'] })])).toThrow('Plugin "orders" depends on "cart", which is not registered')
  })

  it('refuses a dependency cycle, naming it', () => {
    expect(
      () => new PluginRegistry([plugin('a', { dependsOn: ['b'] }), plugin('b', { dependsOn: ['c'] }), plugin('c', { dependsOn: ['a'] })]),
    ).toThrow('Plugin dependency cycle: a → b → c → a')
  })

  it('answers which component draws a state, panel or message type', () => {
    const registry = new PluginRegistry([plugin('auth', { states: { 'phone-entry': View }, panels: { topic: View }, messageRenderers: { text: View } })])
    expect(registry.stateComponent('phone-entry')).toBe(View)
    expect(registry.stateComponent('chat-active')).toBeUndefined()
    expect(registry.panelComponent('topic')).toBe(View)
    expect(registry.messageRenderer('text')).toBe(View)
  })

  it('explains an engine.plugin() call for an unknown or not-yet-built plugin', () => {
    const early = definePlugin({ id: 'early', setup: (engine) => engine.plugin('late' as never) })
    expect(() => createTestEngine({ plugins: [early, plugin('late')] })).toThrow('Plugin "late" is not set up yet: list it in the dependsOn')
    const { engine } = createTestEngine()
    expect(() => engine.plugin('ghost' as never)).toThrow('No plugin "ghost" is registered')
  })
})
