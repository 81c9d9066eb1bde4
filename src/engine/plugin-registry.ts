import type { ComponentType } from 'react'
import type { MessageType } from '../../contract/chat'
import type { ChatState, PanelView, Source } from './names'
import type { AnyPlugin, MessageRendererProps, PluginLifecycle, SourceHandler } from './plugin'

interface Claim<T> {
  owner: string
  value: T
}

/**
 * Validates a plugin list and answers "who draws this?": which component a
 * chat state, panel view or message type uses, and which handler a source
 * runs. Construction fails loudly (naming both owners) on a duplicate id,
 * panel, state, message type or source, and on a missing dependency or a
 * dependency cycle. `ordered` is the list in dependency order (dependencies
 * first, otherwise the order given).
 */
export class PluginRegistry {
  readonly ordered: readonly AnyPlugin[]
  private readonly states = new Map<ChatState, Claim<ComponentType>>()
  private readonly panels = new Map<PanelView, Claim<ComponentType>>()
  private readonly renderers = new Map<MessageType, Claim<ComponentType<MessageRendererProps>>>()
  private readonly sources = new Map<Source, Claim<SourceHandler>>()
  private readonly stores = new Map<string, unknown>()

  constructor(plugins: readonly AnyPlugin[]) {
    const byId = new Map<string, AnyPlugin>()
    plugins.forEach((plugin, index) => {
      if (byId.has(plugin.id)) {
        const first = plugins.findIndex((other) => other.id === plugin.id)
        throw new Error(`Plugin id "${plugin.id}" is defined twice: by plugin #${first + 1} and by plugin #${index + 1} of the list`)
      }
      byId.set(plugin.id, plugin)
    })
    this.ordered = dependencyOrder(plugins, byId)
    for (const plugin of this.ordered) {
      claimAll('State', this.states, plugin.id, plugin.states)
      claimAll('Panel', this.panels, plugin.id, plugin.panels)
      claimAll('Message type', this.renderers, plugin.id, plugin.messageRenderers)
      claimAll('Source', this.sources, plugin.id, plugin.sources)
    }
  }

  stateComponent(state: ChatState): ComponentType | undefined {
    return this.states.get(state)?.value
  }

  panelComponent(view: PanelView): ComponentType | undefined {
    return this.panels.get(view)?.value
  }

  /** Every plugin's composer buttons, dependencies first. */
  get composerActions(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.composerActions ?? [])
  }

  /** Every plugin's header buttons, dependencies first. */
  get headerActions(): ComponentType[] {
    return this.ordered.flatMap((plugin) => plugin.headerActions ?? [])
  }

  messageRenderer(type: MessageType): ComponentType<MessageRendererProps> | undefined {
    return this.renderers.get(type)?.value
  }

  source(source: Source): SourceHandler | undefined {
    return this.sources.get(source)?.value
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

function claimAll<K extends string, V>(kind: string, claims: Map<K, Claim<V>>, owner: string, entries: Partial<Record<K, V>> | undefined): void {
  for (const [name, value] of Object.entries(entries ?? {}) as [K, V | undefined][]) {
    if (value === undefined) continue
    const existing = claims.get(name)
    if (existing) throw new Error(`${kind} "${name}" is claimed twice: by plugin "${existing.owner}" and by plugin "${owner}"`)
    claims.set(name, { owner, value })
  }
}

/** Depth-first topological order, stable with respect to the given order. */
function dependencyOrder(plugins: readonly AnyPlugin[], byId: Map<string, AnyPlugin>): AnyPlugin[] {
  const ordered: AnyPlugin[] = []
  const done = new Set<string>()
  const visit = (plugin: AnyPlugin, path: string[]) => {
    if (done.has(plugin.id)) return
    if (path.includes(plugin.id)) throw new Error(`Plugin dependency cycle: ${[...path.slice(path.indexOf(plugin.id)), plugin.id].join(' → ')}`)
    for (const dependency of plugin.dependsOn ?? []) {
      const target = byId.get(dependency)
      if (!target) throw new Error(`Plugin "${plugin.id}" depends on "${dependency}", which is not registered`)
      visit(target, [...path, plugin.id])
    }
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
