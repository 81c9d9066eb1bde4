/**
 * Set up before every test file. In a DOM test, Testing Library's `findBy…` and `waitFor` wait up to 5 s (its default
 * is 1 s): a lazily loaded panel is transformed on its first import, which takes longer than a second on a busy 2-core
 * machine. A wait for something that never comes still fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5_000 })
}

export {}
