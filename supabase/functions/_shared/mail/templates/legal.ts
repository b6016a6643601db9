// What the law wants in the confirmation of a distance sale (French consumer code L221-13): the terms of sale
// the customer accepted and the right of withdrawal (14 days from delivery, the exception for cosmetics
// unsealed after delivery, L221-28 9°) with how to use it. The sentences of 20261123100100_order_mail_legal.sql.

export function termsSentence(site: string, fr: boolean): string {
  return fr
    ? `Nos conditions générales de vente, que vous avez acceptées : ${site}/terms`
    : `Our terms of sale, which you accepted: ${site}/terms`;
}

export function withdrawalSentence(input: {
  site: string;
  fr: boolean;
  reservation: boolean;
  member: boolean;
  number: string;
}): string {
  const { site, fr, reservation, member, number } = input;
  if (fr) {
    return (
      'Votre droit de rétractation : vous pouvez vous rétracter dans les 14 jours suivant la réception de ' +
      (reservation ? 'votre article' : 'votre commande') +
      ', sans avoir à vous justifier. Exception : vous ne pouvez plus vous rétracter pour un cosmétique que vous ' +
      "avez descellé après la livraison, pour des raisons d'hygiène et de protection de la santé (code de la " +
      `consommation, article L221-28 9°). Pour vous rétracter, remplissez le formulaire ${site}` +
      '/withdrawal-form, ou choisissez « Renoncer au contrat ici » sur votre commande : ' +
      (member ? `dans « Mes commandes » (${site}/my-orders), ou ` : '') +
      `sur la page de suivi de commande (${site}/order) avec son numéro ${number}` +
      ' et cette adresse e-mail. Nous accusons réception de votre rétractation aussitôt par e-mail.'
    );
  }
  return (
    'Your right of withdrawal: you may withdraw within 14 days of the day you receive ' +
    (reservation ? 'your item' : 'your order') +
    ', without giving any reason. Exception: you can no longer withdraw from a cosmetic product you have ' +
    'unsealed after delivery, for reasons of hygiene and health protection (French consumer code, article ' +
    'L221-28 9°). ' +
    `To withdraw, fill in the form at ${site}/withdrawal-form, or choose "Withdraw from the contract ` +
    'here" on your order: ' +
    (member ? `in "My orders" (${site}/my-orders), or ` : '') +
    `on the order status page (${site}/order) with its number ${number}` +
    ' and this email address. We acknowledge your withdrawal by email at once.'
  );
}
