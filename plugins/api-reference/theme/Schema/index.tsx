// Wrapped: the openapi theme puts a body's schema (divs and details) straight inside a <ul>, which allows only <li>; one unmarked list item holds it.
import type {ComponentProps, ReactNode} from 'react';
import Schema from '@theme-init/Schema';

export default function SchemaInList(props: ComponentProps<typeof Schema>): ReactNode {
  return (
    <li className="openapi-schema__body">
      <Schema {...props} />
    </li>
  );
}
