// Wrapped: the request body editor's text is checked before Send, as the API would check it (JSON that reads, then the body's schema: types, required properties, allowed values, lengths); what is wrong is said under the editor and the request is not sent (../../../client/schema-check.ts).
import {useContext, useRef, type ComponentProps, type ReactNode} from 'react';
import {useController} from 'react-hook-form';
import LiveEditor from '@theme-init/ApiExplorer/LiveEditor';
import {useTypedSelector} from '@theme/ApiItem/hooks';
import {OperationContext} from '../../../client/operation-context';
import {checkJsonBody, describe, type Schema} from '../../../client/schema-check';

type Props = ComponentProps<typeof LiveEditor>;

function useBodySchema(): {json: boolean; schema?: Schema} {
  const api = useContext(OperationContext);
  const contentType = useTypedSelector((state: {contentType: {value?: string}}) => state.contentType.value) ?? '';
  const media = api?.requestBody?.content?.[contentType] as {schema?: Schema} | undefined;
  return {json: /json/.test(contentType), schema: media?.schema};
}

export default function CheckedLiveEditor(props: Props): ReactNode {
  const {json, schema} = useBodySchema();
  const code = useRef<string>(typeof props.children === 'string' ? props.children : '');
  const {fieldState} = useController({
    name: 'requestBodyProblems',
    rules: {
      validate: () => {
        const problems = json ? describe(checkJsonBody(code.current, schema)) : [];
        return problems.length > 0 ? problems.join('\n') : true;
      },
    },
  });
  const problems = fieldState.error?.message?.split('\n') ?? [];
  return (
    <>
      <LiveEditor
        {...props}
        action={(text: string) => {
          code.current = text;
          props.action?.(text);
        }}
      />
      {problems.length > 0 && (
        <div className="openapi-explorer__input-error api-body-problems">
          <p>The body cannot be sent as it is:</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
