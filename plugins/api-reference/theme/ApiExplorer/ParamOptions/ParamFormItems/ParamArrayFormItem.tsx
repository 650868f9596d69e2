// Replaced: the openapi theme's list field for an array parameter, which starts from the schema's example and so empties a required list whose example is the parameter's: here it shows the items the store sends, and says what is wrong before Send (../../../../client/param-field.tsx).
import type {ReactNode} from 'react';
import FormLabel from '@theme/ApiExplorer/FormLabel';
import {FieldError, placeholderOf, useParamField, type ParamItemProps} from '../../../../client/param-field';

export default function ParamArrayFormItem({param, label, type}: ParamItemProps): ReactNode {
  const field = useParamField<string[]>(param);
  const items = field.value;
  const placeholder = placeholderOf(param);
  const replace = (index: number, text: string) => field.change(items.map((item, at) => (at === index ? text : item)));
  return (
    <>
      <FormLabel label={label} type={type} required={param.required} />
      {items.map((item, index) => (
        // Items have no identity but their place; a deleted item's field goes with it.
        <div key={index} className="api-param-array__item">
          <input
            className={`openapi-explorer__form-item-input${field.error ? ' error' : ''}`}
            type="text"
            aria-label={`${param.name}, item ${index + 1}`}
            placeholder={placeholder}
            autoComplete="off"
            value={item}
            onChange={(event) => replace(index, event.target.value)}
            {...field.describedBy}
          />
          <button
            type="button"
            className="openapi-explorer__delete-btn"
            aria-label={`Delete ${param.name} item ${index + 1}`}
            onClick={() => field.change(items.filter((_, at) => at !== index))}
          >
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 32 32" fill="currentColor">
              <path d="M24 9.4L22.6 8 16 14.6 9.4 8 8 9.4 14.6 16 8 22.6 9.4 24 16 17.4 22.6 24 24 22.6 17.4 16 24 9.4z" />
            </svg>
          </button>
        </div>
      ))}
      <button type="button" className="openapi-explorer__thin-btn" onClick={() => field.change([...items, ''])}>
        Add item
      </button>
      <FieldError field={field} />
    </>
  );
}
