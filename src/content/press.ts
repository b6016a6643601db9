// The As Featured In block of the home page. The outlets' names are the same in both languages.
// The shop owner replaces each address with the article's own address once it is online.
export const PRESS_LINKS = [
  { id: 'vogue', outlet: 'Vogue France', href: 'https://www.vogue.fr/beaute' },
  { id: 'elle', outlet: 'ELLE', href: 'https://www.elle.fr/Beaute' },
  { id: 'marie-claire', outlet: 'Marie Claire', href: 'https://www.marieclaire.fr/beaute/' },
] as const;
