import { describe, expect, it } from 'vitest'
import { HttpError } from '../http/http-error'
import { Submission } from './submission'
import { deferred } from './store-test-helpers'

describe('Submission', () => {
  it('is busy while sending, then done with the answer applied', async () => {
    const save = new Submission()
    const applied: number[] = []
    const call = deferred<number>()
    const sent = save.submit(
      () => call.promise,
      (answer) => applied.push(answer),
    )
    expect([save.busy, save.done]).toEqual([true, false])
    call.resolve(7)
    await expect(sent).resolves.toBe(true)
    expect([save.busy, save.done, save.error, applied]).toEqual([false, true, null, [7]])
  })

  it('sends one request at a time: a second submit while busy is refused and sends nothing', async () => {
    const save = new Submission()
    const call = deferred<void>()
    let calls = 0
    const send = () => (calls++, call.promise)
    const first = save.submit(send)
    await expect(save.submit(send)).resolves.toBe(false)
    call.resolve()
    await first
    expect(calls).toBe(1)
  })

  it('keeps the failure with its field errors; retry sends the last attempt again', async () => {
    const save = new Submission()
    const refusal = new HttpError({
      status: 400,
      path: '/x',
      errors: [{ path: 'body.address', message: 'not an e-mail address' }],
    })
    let answers: Array<Promise<string>> = [Promise.reject(refusal), Promise.resolve('ok')]
    const applied: string[] = []
    await expect(
      save.submit(
        () => answers.shift()!,
        (answer) => applied.push(answer),
      ),
    ).resolves.toBe(false)
    expect([save.busy, save.failed, save.fieldError('body.address'), save.fieldError('body.other')]).toEqual([
      false,
      true,
      'not an e-mail address',
      null,
    ])
    await expect(save.retry()).resolves.toBe(true)
    expect([save.failed, save.done, applied]).toEqual([false, true, ['ok']])
    answers = []
  })

  it('clear forgets the outcome (an edit after Saved)', async () => {
    const save = new Submission()
    await save.submit(() => Promise.resolve())
    save.clear()
    expect([save.done, save.error]).toEqual([false, null])
    await expect(new Submission().retry()).resolves.toBe(false)
  })
})
