import type { ComponentType } from 'react'
import type { MessageType } from '../../contract/chat'
import {
  BUILT_IN_MESSAGE_TYPES,
  type ChatState,
  type ItemCardActionName,
  type OrderActionName,
  type PanelView,
  type PluginTab,
  type Source,
} from './names'
import type {
  AnyPlugin,
  ChatStateDeclaration,
  ItemCardActionProps,
  MessageRendererProps,
  OrderActionProps,
  PanelDeclaration,
  PluginLifecycle,
  SourceHandler,
} from './plugin'

interface Claim<T> {
  owner: string
  value: T
}

/** An item-card action with its name and owning plugin. */
export interface ItemCardAction {
  name: ItemCardActionName
  owner: string
  component: ComponentType<ItemCardActionProps>
}

/** An order action with its name and owning plugin. */
export interface OrderAction {
  name: OrderActionName
  owner: string
  component: ComponentType<OrderActionProps>
}

/**
 * Validates a plugin list and answers "who draws this?": which component a
 * chat state, panel view, tab or message type uses, where a panel's Back
 * leads, which handler a source runs, which actions item cards show.
 *
 * The list is completed with every plugin's `dependsOn` (so a test may list
 * only the plugin it tests). Construction fails loudly, naming both owners,
 * on a duplicate id, panel, state, tab, message type, source, item-card
 * action or order action; on a dependency cycle; and on a built-in message renderer replaced
 * without saying so. `ordered` is the list in dependency order (dependencies
 * first, otherwise the order given).
 */
export class PluginRegistry {
  readonly ordered: readonly AnyPlugin[]
  private readonly states = new Map<ChatState, Claim<ChatStateDeclaration>>()
  private readonly panels = new Map<PanelView, Claim<PanelDeclaration>>()
  private readonly tabs = new Map<PluginTab, Claim<ComponentType>>()
  private readonly renderers = new Map<MessageType, Claim<ComponentType<MessageRendererProps>>>()
  private readonly sources = new Map<Source, Claim<SourceHandler>>()
  private readonly cardActions = new Map<ItemCardActionName, Claim<ComponentType<ItemCardActionProps>>>()
  private readonly orderActionClaims = new Map<OrderActionName, Claim<ComponentType<OrderActionProps>>>()
  private readonly stores = new Map<string, unknown>()

  constructor(plugins: readonly AnyPlugin[]) {
    this.ordered = dependencyOrder(withDependencies(plugins))
    for (const plugin of this.ordered) {
      claimAll('State', this.states, plugin.id, plugin.states)
      claimAll('Panel', this.panels, plugin.id, plugin.panels)
      claimAll('Tab', this.tabs, plugin.id, plugin.tabs)
      checkBuiltInRenderers(plugin)
      claimAll('Message type', this.renderers, plugin.id, plugin.messageRenderers)
      claimAll('Source', this.sources, plugin.id, plugin.sources)
      claimAll('Item-card action', this.cardActions, plugin.id, plugin.itemCardActions)
      claimAll('Order action', this.orderActionClaims, plugin.id, plugin.orderActions)
    }
  }

  stateComponent(state: ChatState): ComponentType | undefined {
    return this.states.get(state)?.value.component
  }

  /** Whether the state's component replaces the message list (and a plugin draws it). */
  fillsTab(state: ChatState): boolean {
    return this.states.get(state)?.value.fillsTab === true
  }

  panelComponent(view: PanelView): ComponentType | undefined {
    return this.panels.get(view)?.value.component
  }

  hasPanel(view: PanelView): boolean {
    return this.panels.has(view)
  }

  /** Where Back leads from a panel view, as its plugin declared it (null: close the panel). */
  panelBack(view: PanelView): PanelView | null {
    return this.panels.get(view)?.value.back ?? null
  }

  tabComponent(tab: PluginTab): ComponentType | undefined {
    return this.tabs.get(tab)?.value
  }

  /** Every plugin's composer buttons, dependencies first. */
  get composerActions(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.composerActions ?? [])
  }

  /** Every plugin's rows above the message box, dependencies first. */
  get chatBanners(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.chatBanners ?? [])
  }

  /** Every plugin's header buttons, dependencies first. */
  get headerActions(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.headerActions ?? [])
  }

  /** Every plugin's buttons under the signed-in cart, dependencies first. */
  get cartActions(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.cartActions ?? [])
  }

  /** Every plugin's item-card actions, dependencies first. */
  get itemCardActions(): ItemCardAction[] {
    return [...this.cardActions].map(([name, { owner, value }]) => ({ name, owner, component: value }))
  }

  /** Every plugin's order actions, dependencies first. */
  get orderActions(): OrderAction[] {
    return [...this.orderActionClaims].map(([name, { owner, value }]) => ({ name, owner, component: value }))
  }

  messageRenderer(type: MessageType): ComponentType<MessageRendererProps> | undefined {
    return this.renderers.get(type)?.value
  }

  source(source: Source): SourceHandler | undefined {
    return this.sources.get(source)?.value
  }

  /** Narrows an untrusted string (a query parameter) to a source some plugin handles. */
  sourceNamed(value: string | null | undefined): Source | null {
    return typeof value === 'string' && this.sources.has(value as Source) ? (value as Source) : null
  }

  hasPlugin(id: string): boolean {
    return this.ordered.some((plugin) => plugin.id === id)
  }

  /** Runs every `setup` in dependency order; `context` is what `setup` receives (the engine). */
  buildStores<C>(context: C): void {
    for (const plugin of this.ordered) this.stores.set(plugin.id, (plugin.setup as (context: C) => unknown)(context))
  }

  /** A plugin's store; throws a clear error for an unknown plugin or one not built yet (missing `dependsOn`). */
  store(id: string): unknown {
    if (this.stores.has(id)) return this.stores.get(id)
    if (!this.hasPlugin(id)) throw new Error(`No plugin "${id}" is registered`)
    throw new Error(`Plugin "${id}" is not set up yet: list it in the dependsOn of the plugin asking for it`)
  }

  /** Stores that implement a lifecycle hook, in dependency order. */
  lifecycles(): PluginLifecycle[] {
    return this.ordered.map((plugin) => this.stores.get(plugin.id)).filter(isLifecycle)
  }

  /** Every plugin's `onLogin`, side by side; a failing one is logged and does not stop the others. */
  async runLogin(): Promise<void> {
    await Promise.all(
      this.lifecycles().map(async (store) => {
        try {
          await store.onLogin?.()
        } catch (error) {
          console.error('Vitrine chat: a plugin failed after sign-in', error)
        }
      }),
    )
  }

  /** Every plugin's `onLogout`, in reverse dependency order. */
  runLogout(): void {
    for (const store of [...this.lifecycles()].reverse()) store.onLogout?.()
  }
}

function claimAll<K extends string, V>(
  kind: string,
  claims: Map<K, Claim<V>>,
  owner: string,
  entries: { [name in K]?: V } | undefined,
): void {
  for (const [name, value] of Object.entries(entries ?? {}) as [K, V | undefined][]) {
    if (value === undefined) continue
    const existing = claims.get(name)
    if (existing)
      throw new Error(`${kind} "${name}" is claimed twice: by plugin "${existing.owner}" and by plugin "${owner}"`)
    claims.set(name, { owner, value })
  }
}

/** The shell draws text and sanitised HTML itself; a plugin replaces them only by saying so. */
function checkBuiltInRenderers(plugin: AnyPlugin): void {
  const replaced = plugin.replacesBuiltInRenderers ?? []
  for (const type of BUILT_IN_MESSAGE_TYPES) {
    if (plugin.messageRenderers?.[type] && !replaced.includes(type)) {
      throw new Error(
        `Plugin "${plugin.id}" draws message type "${type}", ` +
          `which the widget draws itself${type === 'component' ? ' as sanitised HTML' : ''}: ` +
          `list "${type}" in its replacesBuiltInRenderers to replace it`,
      )
    }
  }
}

/**
 * The given plugins followed by every dependency they name that is not listed; two different plugins with one id are
 * refused.
 */
function withDependencies(plugins: readonly AnyPlugin[]): AnyPlugin[] {
  const all: AnyPlugin[] = []
  const add = (plugin: AnyPlugin, position: string) => {
    if (all.includes(plugin)) return
    const index = all.findIndex((other) => other.id === plugin.id)
    if (index >= 0)
      throw new Error(`Plugin id "${plugin.id}" is defined twice: by plugin #${index + 1} and by ${position}`)
    all.push(plugin)
  }
  plugins.forEach((plugin, index) => add(plugin, `plugin #${index + 1} of the list`))
  for (let index = 0; index < all.length; index++) {
    const plugin = all[index]!
    for (const dependency of plugin.dependsOn ?? []) add(dependency, `a dependency of "${plugin.id}"`)
  }
  return all
}

/** Depth-first topological order, stable with respect to the given order. */
function dependencyOrder(plugins: readonly AnyPlugin[]): AnyPlugin[] {
  const ordered: AnyPlugin[] = []
  const done = new Set<string>()
  const visit = (plugin: AnyPlugin, path: string[]) => {
    if (done.has(plugin.id)) return
    if (path.includes(plugin.id))
      throw new Error(`Plugin dependency cycle: ${[...path.slice(path.indexOf(plugin.id)), plugin.id].join(' → ')}`)
    for (const dependency of plugin.dependsOn ?? []) visit(dependency, [...path, plugin.id])
    done.add(plugin.id)
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return ordered
}

function isLifecycle(store: unknown): store is PluginLifecycle {
  if (typeof store !== 'object' || store === null) return false
  const candidate = store as Record<string, unknown>
  return ['onLogin', 'onLogout', 'dispose'].some((hook) => typeof candidate[hook] === 'function')
}
