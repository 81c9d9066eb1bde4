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
    const auth = plugin('auth', { composerActions: [] })
    const registry = new PluginRegistry([
      plugin('media', { dependsOn: [auth], composerActions: [Attach, Record] }),
      auth,
    ])
    expect(registry.composerActions).toEqual([Attach, Record])
  })

  it('lists header buttons in dependency order', () => {
    const Browse = () => null
    const Cart = () => null
    const catalogue = plugin('catalogue', { headerActions: [Browse] })
    const registry = new PluginRegistry([plugin('cart', { dependsOn: [catalogue], headerActions: [Cart] }), catalogue])
    expect(registry.headerActions).toEqual([Browse, Cart])
  })

  it('lists item-card actions by name and owner, dependencies first', () => {
    const Add = () => null
    const Enquire = () => null
    const catalogue = plugin('catalogue')
    const registry = new PluginRegistry([
      plugin('enquiry', { dependsOn: [catalogue], itemCardActions: { sendEnquiry: Enquire } }),
      plugin('cart', { itemCardActions: { addToCart: Add } }),
      catalogue,
    ])
    expect(registry.itemCardActions).toEqual([
      { name: 'sendEnquiry', owner: 'enquiry', component: Enquire },
      { name: 'addToCart', owner: 'cart', component: Add },
    ])
  })

  it('lists order actions by name and owner, dependencies first', () => {
    const Pay = () => null
    const orders = plugin('orders')
    const registry = new PluginRegistry([
      plugin('payment', { dependsOn: [orders], orderActions: { pay: Pay } }),
      orders,
    ])
    expect(registry.orderActions).toEqual([{ name: 'pay', owner: 'payment', component: Pay }])
    expect(new PluginRegistry([orders]).orderActions).toEqual([])
  })

  it('refuses a duplicate plugin id', () => {
    expect(() => new PluginRegistry([plugin('cart'), plugin('auth'), plugin('cart')])).toThrow(
      'Plugin id "cart" is defined twice: by plugin #1 and by plugin #3 of the list',
    )
  })

  it('refuses a dependency that is another plugin with a listed id', () => {
    const cart = plugin('cart')
    expect(() => new PluginRegistry([cart, plugin('orders', { dependsOn: [plugin('cart')] })])).toThrow(
      'Plugin id "cart" is defined twice: by plugin #1 and by a dependency of "orders"',
    )
  })

  it.each([
    [
      'panels',
      { cartSummary: { component: View, back: null } },
      'Panel "cartSummary" is claimed twice: by plugin "cart" and by plugin "orders"',
    ],
    [
      'states',
      { 'direct-buy': { component: View } },
      'State "direct-buy" is claimed twice: by plugin "cart" and by plugin "orders"',
    ],
    ['tabs', { history: View }, 'Tab "history" is claimed twice: by plugin "cart" and by plugin "orders"'],
    [
      'messageRenderers',
      { image: View },
      'Message type "image" is claimed twice: by plugin "cart" and by plugin "orders"',
    ],
    [
      'sources',
      { direct_buy: { run: () => {} } },
      'Source "direct_buy" is claimed twice: by plugin "cart" and by plugin "orders"',
    ],
    [
      'itemCardActions',
      { addToCart: View },
      'Item-card action "addToCart" is claimed twice: by plugin "cart" and by plugin "orders"',
    ],
    ['orderActions', { pay: View }, 'Order action "pay" is claimed twice: by plugin "cart" and by plugin "orders"'],
  ] as const)('refuses a second owner of %s, naming both', (kind, entries, message) => {
    expect(
      () => new PluginRegistry([plugin('cart', { [kind]: entries }), plugin('orders', { [kind]: entries })]),
    ).toThrow(message)
  })

  it('orders plugins so dependencies come first, otherwise keeping the given order', () => {
    const auth = plugin('auth')
    const cart = plugin('cart', { dependsOn: [auth] })
    const registry = new PluginRegistry([plugin('orders', { dependsOn: [cart, auth] }), plugin('media'), cart, auth])
    expect(registry.ordered.map((entry) => entry.id)).toEqual(['auth', 'cart', 'orders', 'media'])
  })

  it('adds the dependencies the list leaves out, so a plugin can be registered alone', () => {
    const topics = plugin('topics')
    const catalogue = plugin('catalogue', { dependsOn: [topics] })
    const registry = new PluginRegistry([plugin('cart', { dependsOn: [catalogue] })])
    expect(registry.ordered.map((entry) => entry.id)).toEqual(['topics', 'catalogue', 'cart'])
  })

  it('builds stores in dependency order, so setup may read its dependencies', () => {
    const built: string[] = []
    const cart = definePlugin({ id: 'cart', setup: () => (built.push('cart'), { id: 'cart' }) })
    const { engine } = createTestEngine({
      plugins: [
        definePlugin({
          id: 'orders',
          dependsOn: [cart],
          setup: (engine) => {
            built.push('orders')
            return { cartSeen: (engine.plugin('cart' as never) as { id: string }).id }
          },
        }),
        cart,
      ],
    })
    expect(built).toEqual(['cart', 'orders'])
    expect(engine.plugin('orders' as never)).toEqual({ cartSeen: 'cart' })
  })

  it('refuses a dependency cycle, naming it', () => {
    const a = plugin('a')
    const b = plugin('b', { dependsOn: [a] })
    const c = plugin('c', { dependsOn: [b] })
    // Definitions are constants, so a cycle needs a late edit; the registry still reports it rather than looping.
    Object.assign(a, { dependsOn: [c] })
    expect(() => new PluginRegistry([a, b, c])).toThrow('Plugin dependency cycle: a → c → b → a')
  })

  it('answers which component draws a state, panel, tab or message type, and where Back leads', () => {
    const registry = new PluginRegistry([
      plugin('auth', {
        states: { 'phone-entry': { component: View }, 'direct-buy': { component: View, fillsTab: true } },
        panels: { catalogue: { component: View, back: 'topic' } },
        tabs: { history: View },
        messageRenderers: { image: View },
      }),
    ])
    expect(registry.stateComponent('phone-entry')).toBe(View)
    expect(registry.stateComponent('chat-active')).toBeUndefined()
    expect(registry.fillsTab('phone-entry')).toBe(false)
    expect(registry.fillsTab('direct-buy')).toBe(true)
    expect(registry.panelComponent('catalogue')).toBe(View)
    expect(registry.panelBack('catalogue')).toBe('topic')
    expect(registry.hasPanel('topic')).toBe(false)
    expect(registry.tabComponent('history')).toBe(View)
    expect(registry.messageRenderer('image')).toBe(View)
  })

  it('narrows a query value to a source some plugin handles', () => {
    const registry = new PluginRegistry([plugin('cart', { sources: { cart_summary: { run: () => {} } } })])
    expect(registry.sourceNamed('cart_summary')).toBe('cart_summary')
    expect(registry.sourceNamed('direct_buy')).toBeNull()
    expect(registry.sourceNamed(null)).toBeNull()
  })

  it.each(['text', 'component'] as const)(
    'refuses a plugin drawing the built-in %s messages unless it says it replaces them',
    (type) => {
      expect(() => new PluginRegistry([plugin('rich', { messageRenderers: { [type]: View } })])).toThrow(
        `Plugin "rich" draws message type "${type}", which the widget draws itself`,
      )
      const registry = new PluginRegistry([
        plugin('rich', { messageRenderers: { [type]: View }, replacesBuiltInRenderers: [type] }),
      ])
      expect(registry.messageRenderer(type)).toBe(View)
    },
  )

  it('explains an engine.plugin() call for an unknown or not-yet-built plugin', () => {
    const early = definePlugin({ id: 'early', setup: (engine) => engine.plugin('late' as never) })
    expect(() => createTestEngine({ plugins: [early, plugin('late')] })).toThrow(
      'Plugin "late" is not set up yet: list it in the dependsOn',
    )
    const { engine } = createTestEngine()
    expect(() => engine.plugin('ghost' as never)).toThrow('No plugin "ghost" is registered')
  })
})
