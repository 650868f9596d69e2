// Wrapped: the openapi theme lists an operation's parameters as <div>s straight inside a <ul>, which allows only <li>; each becomes an unmarked list item.
import type {ComponentProps, ReactNode} from 'react';
import ParamsItem from '@theme-init/ParamsItem';

export default function ParamsListItem(props: ComponentProps<typeof ParamsItem>): ReactNode {
  return (
    <li className="openapi-params__item">
      <ParamsItem {...props} />
    </li>
  );
}
