/**
 * One parameter's field in the request panel's form (../theme/ApiExplorer/ParamOptions/ParamFormItems):
 * the form shows the value the store holds, so the code samples and Send use what the reader sees
 * (./parameters.ts). Each field is its own react-hook-form field, checked against its schema before Send:
 * the openapi theme's items shared one field name per kind, so every select showed the last one's value.
 */
import {useId, type ReactNode} from 'react';
import {useController} from 'react-hook-form';
import {setParam} from '@theme/ApiExplorer/ParamOptions/slice';
import {useTypedDispatch} from '@theme/ApiItem/hooks';
import {parameterProblem, shownText, storedText, type Parameter} from './parameters';

type Shown = string | string[];

/** What the openapi theme's ParamOptions passes each parameter's form item. */
export interface ParamItemProps {
  readonly param: Parameter;
  readonly label: string;
  readonly type: string;
}

/** A field's placeholder: the first line of the parameter's description, or its name. */
export const placeholderOf = (param: Parameter): string => (param.description ?? param.name).split('\n')[0]!;

export interface ParamField<V extends Shown> {
  readonly value: V;
  readonly change: (value: V) => void;
  /** What is wrong with the value, once the reader has pressed Send. */
  readonly error?: string;
  readonly id: string;
  readonly errorId: string;
  /** For the control: names its error for assistive technology. */
  readonly describedBy: {'aria-invalid'?: true; 'aria-describedby'?: string};
}

function shownValue(parameter: Parameter): Shown {
  const stored = parameter.value;
  if (Array.isArray(stored)) return stored.map((item) => shownText(parameter, item));
  if (stored === undefined) return parameter.schema?.type === 'array' ? [] : '';
  return shownText(parameter, stored);
}

/** A list's items the reader left empty are not sent. */
const withoutBlanks = (shown: Shown): Shown => (Array.isArray(shown) ? shown.filter((item) => item !== '') : shown);

function storedValue(parameter: Parameter, shown: Shown): string | string[] | undefined {
  const kept = withoutBlanks(shown);
  if (kept.length === 0) return undefined;
  return Array.isArray(kept) ? kept.map((item) => storedText(parameter, item)) : storedText(parameter, kept);
}

export function useParamField<V extends Shown>(parameter: Parameter): ParamField<V> {
  const dispatch = useTypedDispatch();
  const id = useId();
  const {field, fieldState} = useController({
    name: `${parameter.in}-parameter-${parameter.name}`,
    defaultValue: shownValue(parameter),
    rules: {validate: (value: Shown) => parameterProblem(parameter, withoutBlanks(value)) ?? true},
  });
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  return {
    value: field.value as V,
    change: (value: V) => {
      field.onChange(value);
      dispatch(setParam({...parameter, value: storedValue(parameter, value)} as Parameters<typeof setParam>[0]));
    },
    error,
    id,
    errorId,
    describedBy: error ? {'aria-invalid': true, 'aria-describedby': errorId} : {},
  };
}

export function FieldError({field}: {field: Pick<ParamField<Shown>, 'error' | 'errorId'>}): ReactNode {
  return field.error ? (
    <div id={field.errorId} className="openapi-explorer__input-error">
      {field.error}
    </div>
  ) : null;
}
