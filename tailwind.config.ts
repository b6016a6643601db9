import type { Config } from 'tailwindcss';

// Brand palette: colours chosen so text on cream and cream on moss/ink pass WCAG AA.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        cream: '#f8f4ec',
        ink: '#24231f',
        moss: { DEFAULT: '#3d4a34', dark: '#2c3626' },
        gold: '#a8834a',
        rust: '#9a3b24',
        sand: '#ece4d4',
      },
      fontFamily: {
        serif: ['"Cormorant Garamond"', 'Georgia', 'Cambria', '"Times New Roman"', 'serif'],
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;
