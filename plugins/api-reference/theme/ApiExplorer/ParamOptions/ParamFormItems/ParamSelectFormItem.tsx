// Replaced: the openapi theme's select for a parameter with allowed values, which shared one form field with every other select, so it showed another parameter's value while the store sent its example; here it shows the value the store sends (../../../../client/param-field.tsx).
import type {ReactNode} from 'react';
import FormLabel from '@theme/ApiExplorer/FormLabel';
import {FieldError, useParamField, type ParamItemProps} from '../../../../client/param-field';
import {schemaEnum} from '../../../../client/parameters';

/** The option that sends nothing. */
const UNSET = '---';

export default function ParamSelectFormItem({param, label, type}: ParamItemProps): ReactNode {
  const field = useParamField<string>(param);
  const options = (schemaEnum(param.schema) ?? []).map(String);
  return (
    <>
      <FormLabel htmlFor={field.id} label={label} type={type} required={param.required} />
      <select
        id={field.id}
        className="openapi-explorer__select-input"
        value={field.value || UNSET}
        onChange={(event) => field.change(event.target.value === UNSET ? '' : event.target.value)}
        {...field.describedBy}
      >
        {[UNSET, ...options].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </>
  );
}
