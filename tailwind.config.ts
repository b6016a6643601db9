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
        // The brand face (src/index.css loads it), then its size-adjusted stand-in while it loads.
        serif: [
          '"Cormorant Garamond"',
          '"Cormorant Garamond Fallback"',
          'Georgia',
          'Cambria',
          '"Times New Roman"',
          'serif',
        ],
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
