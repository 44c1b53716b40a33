import { describe, expect, it } from 'vitest'
import { htmlToPlainText, mayHoldMarkup } from './plain-text'

describe('htmlToPlainText', () => {
  it.each([
    ['<b>negrito</b> &amp; "aspas"', 'negrito & "aspas"'],
    ['Ação &eacute; boa &#233; &#xE9; &hellip;', 'Ação é boa é é …'],
    ['linha 1<br>linha 2<BR/>linha 3<br />fim', 'linha 1\nlinha 2\nlinha 3\nfim'],
    ['<p>Primeiro.</p><p>Segundo.</p>', 'Primeiro.\nSegundo.'],
    ['antes<script>alert("x")</script>depois', 'antesdepois'],
    ['a<style type="text/css">p { color: red }</STYLE>b', 'ab'],
    ['a<!-- nota -->b', 'ab'],
    ['<i class="x" data-a=\'1\'>itálico</i>', 'itálico'],
    ['&lt;b&gt; fica como texto', '<b> fica como texto'],
    ['5 < 6 e 7 > 3', '5 < 6 e 7 > 3'],
    ['eu <3 filmes', 'eu <3 filmes'],
    ['Tom & Jerry', 'Tom & Jerry'],
    ['sem fecho <b', 'sem fecho <b'],
    ['  muitos   espaços&nbsp;&nbsp;aqui <br><br><br> fim  ', 'muitos espaços aqui\nfim'],
    ['<b></b>', ''],
    ['Top 10 <Clipes>', 'Top 10 <Clipes>'],
    ['<Ao Vivo> <b>Final</b> <Parte 2>', '<Ao Vivo> Final <Parte 2>'],
    ['<?xml version="1.0"?><!DOCTYPE x>texto', 'texto'],
  ])('%j → %j', (html, text) => {
    expect(htmlToPlainText(html)).toBe(text)
  })

  it('drops everything after a script that never closes', () => {
    expect(htmlToPlainText('visível<script>var a = "<b>" + x')).toBe('visível')
  })

  it('takes time in proportion to the input, however hostile', () => {
    const size = 1_000_000
    const hostile = [
      '<a'.repeat(size / 2),
      '<'.repeat(size),
      '<script>'.repeat(size / 8),
      '<!--'.repeat(size / 4),
      '&'.repeat(size),
      '&#'.repeat(size / 2) + '9'.repeat(10),
      ' '.repeat(size) + 'x',
      '<b>' + ' \n'.repeat(size / 2) + '</b>',
    ]
    for (const input of hostile) {
      const started = performance.now()
      htmlToPlainText(input)
      // A quadratic pass over a million characters would take minutes, not a second.
      expect(performance.now() - started).toBeLessThan(1_000)
    }
  })
})

describe('mayHoldMarkup', () => {
  it('is false for plain text, so it is returned untouched', () => {
    expect(mayHoldMarkup('Um filme qualquer (2020)')).toBe(false)
    expect(mayHoldMarkup('a &amp; b')).toBe(true)
    expect(mayHoldMarkup('<i>x</i>')).toBe(true)
  })
})
