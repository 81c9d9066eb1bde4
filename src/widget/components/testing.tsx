import { render, screen, waitFor } from '@testing-library/react'
import { EngineProvider } from '../../engine'
import { createTestEngine, TEST_SITE_ID, type TestEngine, type TestEngineOptions } from '../../engine/testing'
import { widgetPlugins } from '../plugins'
import { Widget } from './Widget'

/**
 * The conversation's log once its lazily loaded list (`VirtualMessageList`) has replaced the empty log that
 * `MessageList` shows meanwhile. `findByRole('log')` alone may answer that placeholder: on a busy machine the list's
 * chunk takes long enough to load that the test then holds an element the list has already replaced.
 */
export function findConversation(): Promise<HTMLElement> {
  return waitFor(() => {
    const log = screen.getByRole('log')
    if (!log.querySelector('.vw-messages__inner')) throw new Error('the message list has not loaded yet')
    return log
  })
}

/** A test engine of the test site with every widget plugin, its chat widget's `settings` as given. */
export function widgetTestEngine(settings?: TestEngineOptions['settings']): TestEngine {
  return createTestEngine({ site: { clientId: TEST_SITE_ID }, plugins: widgetPlugins, settings })
}

/**
 * Renders the whole widget on `test`'s engine, as the page mounts it (`fullPage`: the full-page variant).
 *
 * @example
 * const test = widgetTestEngine({ headerTitle: 'Kesar Kitchen' })
 * showWidget(test)
 */
export function showWidget(test: TestEngine, options: { fullPage?: boolean; openedByVisitor?: boolean } = {}) {
  return render(
    <EngineProvider engine={test.engine}>
      <Widget fullPage={options.fullPage ?? false} openedByVisitor={options.openedByVisitor} />
    </EngineProvider>,
  )
}
