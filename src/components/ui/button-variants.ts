// The button classes, apart from the Button component: the top bar (first load) uses them without cn(), which
// would bring tailwind-merge into the first load.
import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-moss text-cream hover:bg-moss-dark',
        outline: 'border border-ink/30 bg-transparent text-ink hover:bg-ink/5',
        ghost: 'bg-transparent text-ink hover:bg-ink/5',
        destructive: 'bg-rust text-cream hover:bg-rust/90',
      },
      size: {
        sm: 'h-9 px-4',
        md: 'h-11 px-6',
        icon: 'h-11 w-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
