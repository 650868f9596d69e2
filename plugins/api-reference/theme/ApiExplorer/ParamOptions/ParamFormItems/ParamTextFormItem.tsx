// Replaced: the openapi theme's text field for a parameter: here it shows the value the store sends and says, next to the field, what is wrong with it before Send (../../../../client/param-field.tsx).
import type {ReactNode} from 'react';
import FormLabel from '@theme/ApiExplorer/FormLabel';
import {FieldError, placeholderOf, useParamField, type ParamItemProps} from '../../../../client/param-field';

export default function ParamTextFormItem({param, label, type}: ParamItemProps): ReactNode {
  const field = useParamField<string>(param);
  const placeholder = placeholderOf(param);
  return (
    <>
      <FormLabel htmlFor={field.id} label={label} type={type} required={param.required} />
      <input
        id={field.id}
        className={`openapi-explorer__form-item-input${field.error ? ' error' : ''}`}
        type="text"
        placeholder={placeholder}
        title={placeholder}
        autoComplete="off"
        value={field.value}
        onChange={(event) => field.change(event.target.value)}
        {...field.describedBy}
      />
      <FieldError field={field} />
    </>
  );
}
