/**
 * The embed reference tables (src/components/EmbedReference) render the facts sheet, and the
 * Content Security Policy they give allows every host the help pages' embed code loads from.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import * as React from 'react';
import {browsers, players, urls} from '../src/data/facts';
import {loadMdxPages} from './lib/mdx';
import {stubSiteModules} from './lib/site-module-stubs';

(globalThis as {React?: unknown}).React = React;
stubSiteModules();

async function render(name: string, props: Record<string, unknown> = {}): Promise<string> {
  const {renderToStaticMarkup} = await import('react-dom/server');
  const module = (await import('../src/components/EmbedReference')) as unknown as Record<string, React.FC>;
  return renderToStaticMarkup(React.createElement(module[name]!, props as never));
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const rows = (html: string) =>
  [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .slice(1)
    .map((row) =>
      [...row[1]!.matchAll(/<t[dh]>([\s\S]*?)<\/t[dh]>/g)].map((cell) => decode(cell[1]!.replace(/<[^>]+>/g, ''))),
    );

/** Hosts that embed code on the help pages loads, by the CSP directive that governs them. */
function loadedOrigins(): {directive: string; origin: string; file: string}[] {
  const found: {directive: string; origin: string; file: string}[] = [];
  for (const page of loadMdxPages(['docs'])) {
    for (const match of page.source.matchAll(/<script src="(https:\/\/[^"]+)"/g))
      found.push({directive: 'script-src', origin: new URL(match[1]!).origin, file: page.file});
    for (const match of page.source.matchAll(/(?:<iframe[^>]*\ssrc="|iframe\.src = ')(https:\/\/[^"']+)/g))
      found.push({directive: 'frame-src', origin: new URL(match[1]!).origin, file: page.file});
  }
  return found;
}

describe('embed reference tables', () => {
  test('the embed parameters table gives each parameter its type and default from the facts', async () => {
    const table = rows(await render('EmbedParamsTable'));
    assert.deepEqual(
      table.map((row) => row[0]),
      Object.keys(urls.embedParams),
    );
    for (const [name, type, defaultValue] of table) {
      const param = urls.embedParams[name as keyof typeof urls.embedParams];
      assert.equal(type, param.type, name);
      assert.ok(defaultValue!.startsWith(param.default), `${name}: ${defaultValue}`);
    }
    assert.match(decode(await render('EmbedParamsTable', {prefix: 'data-'})), /<code>data-start="90"<\/code>/);
  });

  test('the script embed tables list its attributes, its event and every Player.js event', async () => {
    const attributes = rows(await render('ScriptAttributesTable')).map((row) => row[0]);
    assert.deepEqual(attributes, Object.keys(urls.scriptEmbed.attributes));
    const events = rows(await render('ScriptEventsTable')).map((row) => row[0]);
    assert.deepEqual(events, [urls.scriptEmbed.event, ...players.playerJs.events]);
  });

  test('the CSP allows every host that embed code on the help pages loads from', async () => {
    const html = decode(await render('EmbedCspTable'));
    const loaded = loadedOrigins();
    assert.ok(loaded.some((entry) => entry.origin === new URL(players.playerJs.libraryUrl).origin));
    for (const {directive, origin, file} of loaded) {
      assert.ok(
        browsers.embedCsp.some((entry) => entry.directive === directive && entry.source === origin),
        `${file} loads ${origin}, which the embed CSP does not allow in ${directive}`,
      );
      assert.match(html, new RegExp(`${directive} [^;<]*${origin.replace(/\./g, '\\.')}`));
    }
  });
});
