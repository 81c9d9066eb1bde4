import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { templateFileName, unpackTemplate } from './pgdata-template.js'

describe('unpackTemplate', () => {
  let dir: string
  let templates: string
  const pgdata = () => path.join(dir, 'pgdata')
  /** A gzipped ustar archive of `files`, as PGlite's dumpDataDir writes one (names start with `/`). */
  const pack = (files: Record<string, string>, name = templateFileName()) => {
    const source = fs.mkdtempSync(path.join(dir, 'source-'))
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(source, file)), { recursive: true })
      fs.writeFileSync(path.join(source, file), text)
    }
    execFileSync('tar', [
      '--format=ustar',
      '-czf',
      path.join(templates, name),
      '-C',
      source,
      '--transform',
      's,^\\./,/,',
      '.',
    ])
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-template-'))
    templates = path.join(dir, 'templates')
    fs.mkdirSync(templates)
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('unpacks the template of the installed PGlite into a new data directory', () => {
    pack({ PG_VERSION: '17\n', 'base/1/1259': 'catalog', 'global/pg_control': 'control' })
    expect(unpackTemplate(pgdata(), templates)).toBe(true)
    expect(fs.readFileSync(path.join(pgdata(), 'base/1/1259'), 'utf8')).toBe('catalog')
    expect(fs.readFileSync(path.join(pgdata(), 'PG_VERSION'), 'utf8')).toBe('17\n')
    expect(fs.existsSync(`${pgdata()}.part`)).toBe(false)
  })

  it('leaves an existing database alone', () => {
    pack({ PG_VERSION: '17\n', 'base/1/1259': 'template' })
    fs.mkdirSync(pgdata())
    fs.writeFileSync(path.join(pgdata(), 'PG_VERSION'), '17\n')
    expect(unpackTemplate(pgdata(), templates)).toBe(false)
    expect(fs.existsSync(path.join(pgdata(), 'base'))).toBe(false)
  })

  it('does nothing without a template for this PGlite version (PGlite then runs initdb)', () => {
    pack({ PG_VERSION: '17\n' }, 'pgdata-0.0.1.tar.gz')
    expect(unpackTemplate(pgdata(), templates)).toBe(false)
    expect(unpackTemplate(pgdata(), undefined)).toBe(false)
    expect(fs.existsSync(pgdata())).toBe(false)
  })

  it('refuses an entry that would land outside the data directory', () => {
    const source = path.join(dir, 'evil')
    fs.mkdirSync(path.join(source, 'a'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'outside'), 'x')
    execFileSync('tar', [
      '--format=ustar',
      '-czf',
      path.join(templates, templateFileName()),
      '-C',
      source,
      '--absolute-names',
      '--transform',
      's,^,a/../../,',
      '../outside',
    ])
    expect(() => unpackTemplate(pgdata(), templates)).toThrow(/outside the data directory/)
    expect(fs.existsSync(pgdata())).toBe(false)
  })
})
