// Wraps the openapi theme's API item to load the theme's stylesheet on API pages only (see ../../index.ts).
import type {ComponentProps} from 'react';
import ApiItem from '@theme-init/ApiItem';
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import '../../styles/api-reference.css';

export default function ApiItemWithStyles(props: ComponentProps<typeof ApiItem>) {
  return <ApiItem {...props} />;
}
