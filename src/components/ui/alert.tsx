// A refusal or failure told where it happened, read out at once (role="alert"): `form` under a form or an action,
// `brand` under the brand pages' roomier forms (contact, community), `page` in place of a page's content. clsx, not cn: the extra classes only place the box, and the collection's
// first load must not carry tailwind-merge.
import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

const SIZES = {
  form: 'rounded-lg bg-rust/10 px-3 py-2 text-sm text-rust',
  brand: 'rounded-lg bg-rust/10 p-3 text-sm text-rust',
  page: 'rounded-2xl bg-rust/10 p-6 text-rust',
} as const;

export function ErrorAlert({
  size = 'form',
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { size?: keyof typeof SIZES }) {
  return <p role="alert" className={clsx(SIZES[size], className)} {...props} />;
}
