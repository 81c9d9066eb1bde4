/** Test helpers for the engine and its plugins; never imported by widget code. */
export { FakeSocket, FakeSocketFactory } from '../../client/testing/fake-socket'
export {
  FakeTransport,
  type FakeHandler,
  type FakeRequest,
  type FakeResponse,
  type FakeRoutes,
} from '../../client/testing/fake-transport'
export { MemoryStorage } from './memory-storage'
export { pagedMessages } from './paged-messages'
export {
  createTestEngine,
  TEST_CUSTOMER,
  TEST_HOSTNAME,
  TEST_SITE_ID,
  TEST_START,
  TEST_SUBDOMAIN,
  TEST_TOKEN,
  TestClock,
  type TestEngine,
  type TestEngineOptions,
} from './test-engine'
export { testItem } from '../../../contract/testing/test-item'
export { testOrder } from '../../../contract/testing/test-order'
export { testAddress } from '../../../contract/testing/test-address'
