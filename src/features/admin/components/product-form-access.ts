// What a part of the product form needs of it: the values, a setter, and a field's translated error.
import type { ProductFormValues } from '@/features/admin/product-form-model';

export interface ProductFormAccess {
  values: ProductFormValues;
  set: <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => void;
  error: (key: keyof ProductFormValues) => string | undefined;
}

/** A text field's value, change handler and error, to spread into a Field or TextareaField. */
export function textProps({ values, set, error }: ProductFormAccess, key: keyof ProductFormValues) {
  return {
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) =>
      set(key, event.target.value as ProductFormValues[typeof key]),
    error: error(key),
  };
}
