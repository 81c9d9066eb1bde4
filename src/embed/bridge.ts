import { reaction } from 'mobx'
import { VerifyOtpResponse } from '../../contract/auth'
import { EMBED_IDENTIFY_PATH } from '../../contract/embed'
import { asLanguage } from '../../contract/language-choice'
import { ORDER_UPDATED_EVENT, OrderUpdatedEvent } from '../../contract/orders'
import { asCall, ENVELOPE_VERSION } from '../../embed/envelope'
import type { ChatEngine } from '../engine'
import { watchEngine } from './engine-events'

type Command = (engine: ChatEngine, args: unknown[]) => unknown

/** What the host page may ask (embed/vitrine.d.ts `VitrineMethods`); the loader handles the rest itself. */
export const COMMANDS: Record<string, Command> = {
  open: (engine) => engine.ui.open(),
  close: (engine) => engine.ui.close(),
  focus: () =>
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        const panel = document.getElementById('vw-panel')
        if (panel && !panel.contains(document.activeElement)) panel.focus()
        resolve()
      }),
    ),
  // A language Vitrine offers loads its strings (`hi`, `mr-IN`) and the calls name it, so the owner's words in it come;
  // any other keeps English (i18next falls back): it never fails.
  setLocale: async (engine, [locale]) => {
    const language = asLanguage(String(locale))
    if (language) await (await import('../widget/language')).readIn(engine, language)
    else await engine.i18n.changeLanguage(String(locale))
  },
  identify: async (engine, [token]) => {
    if (typeof token !== 'string' || token === '') throw Object.assign(new Error(), { code: 'IDENTIFY_INVALID' })
    if (engine.isLoggedIn) await engine.logout()
    const answer = await engine.transport.request({
      method: 'POST',
      path: EMBED_IDENTIFY_PATH,
      body: { token },
      codec: VerifyOtpResponse,
      authRecovery: false,
    })
    const { phoneNumber, countryCode } = answer.customerData
    await engine.signIn(answer, { phoneNumber, countryCode })
  },
  logout: (engine) => (engine.isLoggedIn ? engine.logout() : undefined),
  openCatalogue: (engine) => engine.plugin('catalogue').browse(),
  openProduct: async (engine, [slug]) => {
    if (typeof slug === 'string' && slug !== '') engine.registry.source('direct_buy')?.linkItem?.(engine, slug)
    await engine.openSource('direct_buy')
  },
  openCart: (engine) => engine.openSource('cart_summary'),
  openOrders: (engine) => engine.ui.setTab('history'),
}

/** The error code a failed command reports: the server's (`IDENTIFY_EXPIRED`) or `failed`. */
function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code !== '' ? code : 'failed'
}

/**
 * Serves the host page's calls over the port and tells it the widget's events (never a phone number), starting the
 * engine (a stored sign-in is restored and told as `signed-in`). Returns the disposer.
 */
export function connectBridge(port: MessagePort, engine: ChatEngine): () => void {
  const send = (event: string, detail: Record<string, unknown> = {}) =>
    port.postMessage({ v: ENVELOPE_VERSION, event, detail })
  // Ready at once; each call waits for the start (a stored sign-in restored, the messages loaded) before it runs.
  const started = engine.start()
  port.onmessage = async (message) => {
    const call = asCall(message.data)
    if (!call) return
    const command = COMMANDS[call.call]
    try {
      if (!command) throw Object.assign(new Error(), { code: 'unknown-method' })
      await started
      await command(engine, call.args)
      port.postMessage({ v: ENVELOPE_VERSION, id: call.id, ok: true })
    } catch (error) {
      port.postMessage({ v: ENVELOPE_VERSION, id: call.id, ok: false, error: codeOf(error) })
    }
  }
  let told = false
  const disposers = watchEngine(engine, (event, detail) => {
    if (event === 'signed-in') told = true
    send(event, detail)
  })
  disposers.push(
    reaction(
      () => engine.ui.isOpen,
      (open) => !open && send('close'),
    ),
  )
  const paid = new Set<string>()
  disposers.push(
    engine.realtime.subscribe(ORDER_UPDATED_EVENT, OrderUpdatedEvent, ({ order }) => {
      if (order.paymentStatus !== 'Paid' || paid.has(order._id)) return
      paid.add(order._id)
      send('payment-completed', { orderId: order.orderId })
    }),
  )
  send('ready')
  // A sign-in restored before the watch began.
  void started.then(() => {
    const customerId = engine.session.current?.customerId
    if (customerId && !told) send('signed-in', { customerId })
  })
  return () => {
    for (const dispose of disposers) dispose()
  }
}
