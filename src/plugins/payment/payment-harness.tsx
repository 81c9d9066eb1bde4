import { act, render } from '@testing-library/react'
import { observer } from 'mobx-react-lite'
import type { ChatMessage } from '../../../contract/chat'
import { GET_MESSAGES_PATH } from '../../../contract/chat'
import { GET_ORDERS_PATH, type Order } from '../../../contract/orders'
import { PAYMENT_INTEGRATION_PATH, type PaymentIntegration } from '../../../contract/payment'
import { EngineProvider, PanelOutlet, TabOutlet, useEngine } from '../../engine'
import { createTestEngine, TEST_SITE_ID, type TestEngine } from '../../engine/testing'
import type { FakeRoutes } from '../../engine/testing'
import HtmlMessage from '../../widget/components/HtmlMessage'
import { widgetPlugins } from '../../widget/plugins'
import { onlineIntegration } from './test-payment'

/** For the first look for something a lazy chunk draws: vitest transforms the chunk on first use. */
export const FIRST_LOAD = { timeout: 5000 }

export interface PaymentHarnessOptions {
  /** What the server has; the fake server reads it at each call, so a test may change it. */
  orders?: Order[]
  integration?: PaymentIntegration
  /** `payment` of the widget settings; default on, with the sandbox gateway. */
  payment?: { isEnabled: boolean; selectedGatewayId: string | null }
  messages?: (test: TestEngine) => ChatMessage[]
  routes?: FakeRoutes
}

/**
 * The pieces of the widget shell payment lives in, as the shell places
 * them: the History tab (`TabOutlet`), the side panel (`PanelOutlet`) in the
 * chat tab, and the chat's component messages (`HtmlMessage`, which places
 * the order actions of a confirmation). The shell's own layout and
 * animation are tested with the shell.
 */
const PaymentShell = observer(function PaymentShell() {
  const engine = useEngine()
  if (engine.ui.tab === 'history') return <TabOutlet tab="history" />
  if (engine.ui.panel) return <PanelOutlet />
  return (
    <ul aria-label="Messages">
      {engine.messages.sorted
        .filter((message) => message.type === 'component')
        .map((message) => (
          <li key={message._id}>
            <HtmlMessage html={message.message} />
          </li>
        ))}
    </ul>
  )
})

/**
 * A signed-in widget over a fake server answering the orders (History and
 * its search), the messages and the payment integration data. Add the
 * gateway's routes with `test.transport.setRoutes`.
 */
export async function renderPaymentWidget(options: PaymentHarnessOptions = {}): Promise<TestEngine> {
  const orders = options.orders ?? []
  const test = createTestEngine({
    site: { clientId: TEST_SITE_ID },
    plugins: widgetPlugins,
    settings: {
      headerTitle: 'Kesar Kitchen',
      payment: options.payment ?? { isEnabled: true, selectedGatewayId: 'sandbox' },
    },
    routes: {
      [`GET ${GET_ORDERS_PATH}`]: (request) => {
        const search = (request.query.search ?? '').toLowerCase()
        const matching = orders.filter((order) => !search || order.orderId.toLowerCase().includes(search))
        return { body: { message: 'success', orders: matching, size: 1, total: matching.length } }
      },
      [`GET ${PAYMENT_INTEGRATION_PATH}`]: {
        body: { message: 'success', data: options.integration ?? onlineIntegration() },
      },
      ...options.routes,
    },
  })
  if (options.messages)
    test.transport.route(`GET ${GET_MESSAGES_PATH}`, {
      body: { message: 'success', messages: options.messages(test), orders: [] },
    })
  await test.signIn()
  act(() => test.engine.ui.open())
  render(
    <EngineProvider engine={test.engine}>
      <PaymentShell />
    </EngineProvider>,
  )
  return test
}

/** Opens the History tab. */
export function openHistory(test: TestEngine): void {
  act(() => test.engine.ui.setTab('history'))
}
