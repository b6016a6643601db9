// `virtual:legal-facts` for the Node side (tsconfig.node.json: the scripts and tests that import the legal texts,
// which reach src/lib/legal-facts.ts); the app's declaration is src/vite-env.d.ts's.
declare module 'virtual:legal-facts' {
  const answer: import('../../supabase/functions/_shared/legal-facts').LegalFactsAnswer;
  export default answer;
}
