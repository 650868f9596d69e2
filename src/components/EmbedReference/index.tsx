import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {browsers, players, urls} from '@site/src/data/facts';

type EmbedParamName = keyof typeof urls.embedParams;
const paramNames = Object.keys(urls.embedParams) as EmbedParamName[];

/** A default, with the player control that sets it in bold when the facts name one. */
function defaultOf(param: (typeof urls.embedParams)[EmbedParamName]): ReactNode {
  return 'defaultControl' in param ? (
    <>
      {param.default}: <strong>{param.defaultControl}</strong>
    </>
  ) : (
    param.default
  );
}

/**
 * The embed URL's query parameters with type, default and meaning, from the facts sheet. With
 * `prefix="data-"` it lists the same options as the script embed's placeholder attributes.
 */
export function EmbedParamsTable({prefix = ''}: {readonly prefix?: string}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>{prefix ? 'Attribute' : 'Parameter'}</th>
          <th>Type</th>
          <th>Default</th>
          <th>What it does</th>
          <th>Example</th>
        </tr>
      </thead>
      <tbody>
        {paramNames.map((name) => {
          const param = urls.embedParams[name];
          const [, value] = param.example.split('=');
          return (
            <tr key={name}>
              <td>
                <code>{prefix + name}</code>
              </td>
              <td>{param.type}</td>
              <td>{defaultOf(param)}</td>
              <td>{param.description}</td>
              <td>
                <code>{prefix ? `${prefix}${name}="${value}"` : param.example}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The script embed's own placeholder attributes (the embed parameters come as data- attributes too). */
export function ScriptAttributesTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Attribute</th>
          <th>Type</th>
          <th>Default</th>
          <th>What it does</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(urls.scriptEmbed.attributes).map(([name, attribute]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{attribute.type}</td>
            <td>{attribute.default}</td>
            <td>{attribute.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The policy line a site that embeds Vidcove adds, merged by directive. */
export function embedCspHeader(): string {
  const byDirective = new Map<string, string[]>();
  for (const {directive, source} of browsers.embedCsp) {
    byDirective.set(directive, [...(byDirective.get(directive) ?? []), source]);
  }
  const parts = [...byDirective].map(([directive, sources]) => `${directive} 'self' ${sources.join(' ')}`);
  return `Content-Security-Policy: ${parts.join('; ')}`;
}

/** Every Content Security Policy source the embeds and Player.js examples need, and the header to copy. */
export function EmbedCspTable(): ReactNode {
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>Directive</th>
            <th>Source to allow</th>
            <th>What loads from it</th>
          </tr>
        </thead>
        <tbody>
          {browsers.embedCsp.map(({directive, source, loads}) => (
            <tr key={`${directive} ${source}`}>
              <td>
                <code>{directive}</code>
              </td>
              <td>
                <code>{source}</code>
              </td>
              <td>{loads}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CodeBlock language="http">{embedCspHeader()}</CodeBlock>
    </>
  );
}

/** Names as code, separated by commas; a dash when there are none. */
function codeList(names: readonly string[]): ReactNode {
  if (names.length === 0) return '–';
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 ? ', ' : ''}
      <code>{name}</code>
    </span>
  ));
}

/** Player.js event and method names in a sentence. */
const CODE_TERMS = new RegExp(`\\b(${[...players.playerJs.events, ...players.playerJs.methods].join('|')})\\b`);

/** A sentence with the event and method names it mentions shown as code. */
function withCode(sentence: string): ReactNode {
  return sentence.split(CODE_TERMS).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * What the script embed reports: its own event on the placeholder, then the Player.js events of
 * the player it created, once a page listens for them.
 */
export function ScriptEventsTable(): ReactNode {
  const {event, eventDetail} = urls.scriptEmbed;
  return (
    <table>
      <thead>
        <tr>
          <th>Event</th>
          <th>Sent by</th>
          <th>Value</th>
          <th>When</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>{event}</code>
          </td>
          <td>The placeholder (it bubbles)</td>
          <td>{codeList(Object.keys(eventDetail).map((key) => `detail.${key}`))}</td>
          <td>The script has put a player in the placeholder.</td>
        </tr>
        {playerEventRows(true)}
      </tbody>
    </table>
  );
}

/** One row per Player.js event: name, (who sends it,) value fields and when. */
function playerEventRows(withSender: boolean): ReactNode {
  return players.playerJs.events.map((name) => (
    <tr key={name}>
      <td>
        <code>{name}</code>
      </td>
      {withSender ? <td>The player, through Player.js</td> : null}
      <td>{codeList(players.playerJs.eventReference[name].value)}</td>
      <td>{withCode(players.playerJs.eventReference[name].when)}</td>
    </tr>
  ));
}

/** Every Player.js event a Vidcove player sends, with its value and when it comes. */
export function PlayerEventsTable(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th>Event</th>
          <th>Value</th>
          <th>When</th>
        </tr>
      </thead>
      <tbody>{playerEventRows(false)}</tbody>
    </table>
  );
}
