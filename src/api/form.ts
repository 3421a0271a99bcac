/** A value the service takes as form fields: nested dictionaries and arrays of scalars. */
export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly FormValue[]
  | { readonly [key: string]: FormValue };

/**
 * Flattens values into the field names a PHP (Laravel) server reads:
 * `php[version]=8.3`, `auto_deploy_tag_patterns[]=^v`. Booleans go as 1/0, which Laravel's
 * `boolean` rule accepts (it rejects "true"); null and an empty list go as an empty field,
 * which Laravel turns into null. Undefined fields are left out.
 */
export function formFields(values: { readonly [key: string]: FormValue }): [string, string][] {
  const fields: [string, string][] = [];
  const add = (name: string, value: FormValue): void => {
    if (value === undefined) return;
    if (value === null) fields.push([name, '']);
    else if (typeof value === 'boolean') fields.push([name, value ? '1' : '0']);
    else if (typeof value === 'string' || typeof value === 'number')
      fields.push([name, String(value)]);
    else if (Array.isArray(value)) {
      if (value.length === 0) fields.push([name, '']);
      for (const item of value as readonly FormValue[]) add(`${name}[]`, item);
    } else {
      for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
    }
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return fields;
}
