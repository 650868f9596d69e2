// Ejected (a wrapper cannot change the children): the openapi theme lists a response's headers as <div>s straight inside a <ul>, which allows only <li>; here each header is a list item, unmarked, looking as the theme's divs do.
import type {ComponentProps, ReactNode} from 'react';
import SchemaItem from '@theme/SchemaItem';
import {getSchemaName} from '../../client/openapi-theme-internals';

type Schema = ComponentProps<typeof SchemaItem>['schema'];

export default function ResponseHeaders({responseHeaders}: {responseHeaders?: Record<string, Schema>}): ReactNode {
  if (!responseHeaders) return null;
  return (
    <ul style={{marginLeft: '1rem'}}>
      {Object.entries(responseHeaders).map(([name, schema]) => (
        <li key={name} style={{listStyle: 'none'}}>
          <SchemaItem
            name={name}
            collapsible={false}
            schemaName={getSchemaName(schema)}
            schema={schema}
            discriminator={false}
          />
        </li>
      ))}
    </ul>
  );
}
