// Ejected (a wrapper cannot change the children): the openapi theme lists a response's headers as <div>s straight inside a <ul>, which allows only <li>; here each header is a list item, unmarked as the divs were.
import type {ReactNode} from 'react';
import SchemaItem from '@theme/SchemaItem';
import {getSchemaName} from 'docusaurus-theme-openapi-docs/lib/markdown/schema';

interface ResponseHeader {
  description?: string;
  example?: string;
  schema?: {type?: string; format?: string};
}

export interface Props {
  responseHeaders?: Record<string, ResponseHeader>;
}

export default function ResponseHeaders({responseHeaders}: Props): ReactNode {
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
