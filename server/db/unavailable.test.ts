import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.js'

const error = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})

describe('isDatabaseUnavailable', () => {
  it.each([
    [error('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    [error('read ECONNRESET', 'ECONNRESET'), true],
    [error('timeout exceeded when trying to connect'), true],
    [error('Query read timeout'), true],
    [error('Connection terminated unexpectedly'), true],
    [error('terminating connection due to administrator command', '57P01'), true],
    [error('the database system is starting up', '57P03'), true],
    [error('connection failure', '08006'), true],
    [error('sorry, too many clients already', '53300'), true],
    [error('duplicate key value violates unique constraint', '23505'), false],
    [error('invalid byte sequence for encoding "UTF8": 0x00', '22021'), false],
    [error('relation "x" does not exist', '42P01'), false],
    ['a string', false],
    [null, false],
  ])('%s → %s', (candidate, expected) => {
    expect(isDatabaseUnavailable(candidate)).toBe(expected)
  })
})
