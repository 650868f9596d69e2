/**
 * Stands in for react-live in the openapi theme's request body editor (ApiExplorer/LiveEditor), which
 * uses it only as an editable, highlighted code area (../index.ts swaps it in for that import alone).
 * react-live's provider compiles the code with sucrase to preview a React component the panel never
 * shows; here its Editor gets the code, language and theme from a plain context.
 */
import {createContext, useContext, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import {Editor} from 'react-live';

type EditorProps = ComponentProps<typeof Editor>;
type Live = Pick<EditorProps, 'code' | 'language' | 'theme' | 'disabled'>;

const LiveContext = createContext<Live>({code: '', language: 'json'});

export function LiveProvider({children, code, language, theme, disabled}: Live & {children?: ReactNode}): ReactNode {
  return <LiveContext.Provider value={{code, language, theme, disabled}}>{children}</LiveContext.Provider>;
}

export function withLive<P extends object>(Component: ComponentType<P & {live: Live}>): ComponentType<P> {
  return function WithLive(props: P) {
    return <Component {...props} live={useContext(LiveContext)} />;
  };
}

export function LiveEditor(props: Partial<EditorProps>): ReactNode {
  const live = useContext(LiveContext);
  return <Editor {...live} {...props} code={live.code} />;
}
