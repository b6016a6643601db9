// The brand pages in English and French: home (hero, welcome, press, Join the Community confirmed from the
// mailed link, then stored in the CRM),
// story toggles, ritual collapsibles, journal and articles, commitment, experiences and the contact form
// (its row found in the database), and the search over products and articles.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { latestMailLink, uniqueEmail } from './accounts';
import { adminSelect, apiKeyOf } from './content-db';

async function inFrench(page: Page, path: string) {
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('language', 'fr'));
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

interface ContactRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  phone: string | null;
  source: string;
  consent: boolean;
  tags: string[];
  locale: string | null;
}

interface MessageRow {
  contact_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: string | null;
}

/** An admin's read of a table's rows for an address: `eq` as typed, `ilike` in any case. */
function rowsFor<T>(
  request: APIRequestContext,
  apiKey: string,
  table: 'contacts' | 'contact_messages',
  email: string,
  match: 'eq' | 'ilike' = 'eq',
) {
  return adminSelect<T>(request, apiKey, table, `email=${match}.${encodeURIComponent(email)}`);
}

/** Presses a brand form's submit button; answers the app's key, from the request the form sends to `rpc`. */
async function submitWithKey(page: Page, rpc: string, button: Locator): Promise<string> {
  const sent = page.waitForRequest((r) => r.url().includes(`/rpc/${rpc}`));
  await button.click();
  return apiKeyOf(await sent);
}

/** The contact form's four fields, in English. */
async function fillContactForm(
  page: Page,
  fields: { name: string; email: string; subject: string; message: string },
) {
  await page.getByLabel('Name', { exact: true }).fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Subject').fill(fields.subject);
  await page.getByLabel('Message').fill(fields.message);
}

/** Opens the community confirmation link mailed to `to` (its path, on this run's app) and presses Confirm. */
async function confirmFromMailbox(
  page: Page,
  request: APIRequestContext,
  to: string,
  button = 'Confirm and join',
) {
  const link = new URL(await latestMailLink(request, to, 'community_confirmation'));
  expect(link.pathname).toBe('/community/confirm');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: button }).click();
}

test.describe('home', () => {
  test('hero, welcome, press links and the footer in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Maison Immortela' })).toBeVisible();
    await expect(page.getByText('Organic immortelle skincare, grown in Corsica and Provence')).toBeVisible();
    const poster = page.locator('img[fetchpriority="high"]').first();
    await expect(poster).toHaveAttribute('src', '/media/hero-poster-1280.webp');
    await expect(poster).toHaveAttribute('width', '1280');
    await expect(poster).toHaveAttribute('height', '720');
    await expect(poster).toHaveAttribute('alt', /immortelle/);
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);

    await expect(page.getByRole('heading', { name: 'Welcome to Maison Immortela' })).toBeVisible();
    await expect(page.getByText(/smells of the maquis after rain/)).toBeVisible();
    const press = page.getByRole('region', { name: 'As Featured In' }).getByRole('link');
    await expect(press).toHaveCount(3);
    for (const link of await press.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${new Date().getFullYear()} Maison Immortela`,
    );

    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Shop collection' }).click();
    await expect(page).toHaveURL(/\/collection$/);
  });

  test('the hero loop plays after load, and only the poster shows with reduced motion', async ({ page }) => {
    // The page's timers run on the test's clock: the loop comes once the page has loaded and the browser is idle
    // (requestIdleCallback, at most 3 s later), and the test can let those 3 s pass at once.
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('hero-video')).toBeAttached();
    await expect(page.getByTestId('hero-video')).toHaveJSProperty('muted', true);
    await page.getByRole('button', { name: 'Pause the background video' }).click();
    await expect(page.getByTestId('hero-video')).toHaveJSProperty('paused', true);
    await expect(page.getByRole('button', { name: 'Play the background video' })).toBeVisible();

    // Asking for reduced motion while the page is open stops the loop at once, and a new visit never starts it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to Maison Immortela' })).toBeVisible();
    await page.clock.runFor(3_000);
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    await expect(page.locator('img[fetchpriority="high"]').first()).toBeVisible();
    // The loop's time had come (the page had loaded, the browser been idle): only the preference held it back.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.getByTestId('hero-video')).toBeAttached();
  });

  test('Join the Community opens, checks every field, mails a link, stores the contact once confirmed and keeps it on a confirmed second join', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('community');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Join the Community' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Telephone')).toHaveAttribute('type', 'tel');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByText('Please fill in this field.')).toHaveCount(4);
    await expect(page.getByText('Please choose your country.')).toBeVisible();

    await page.getByLabel('First name').fill('Élise');
    await page.getByLabel('Last name').fill('Marchetti');
    await page.getByLabel('Email').fill('elise@nowhere');
    await page.getByLabel('Country').selectOption('FR');
    await page.getByLabel('Telephone').fill('12');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid telephone number')).toBeVisible();
    // A name a mail could turn into a link, and an address with a display name (issue 27 item 3).
    await page.getByLabel('First name').fill('https://evil.example');
    await page.getByLabel('Email').fill(`n1<${email}>`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByText('A name cannot hold a web or email address')).toBeVisible();
    await expect(page.getByText('with no name or brackets around it')).toBeVisible();
    await page.getByLabel('First name').fill('Élise');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Telephone').fill('+33 6 12 34 56 78');
    const apiKey = await submitWithKey(
      page,
      'join_community',
      page.getByRole('button', { name: 'Join', exact: true }),
    );
    await expect(page.getByRole('status')).toContainText('Thank you, Élise. Check your inbox to confirm');
    await expect(page.getByRole('status')).toContainText(email);

    // Nothing is recorded until the mailed link is opened and confirmed.
    let rows = await rowsFor<ContactRow>(request, apiKey, 'contacts', email);
    expect(rows).toEqual([]);

    await confirmFromMailbox(page, request, email);
    await expect(page.getByRole('status')).toContainText('Welcome, Élise. Your address is confirmed');
    rows = await rowsFor<ContactRow>(request, apiKey, 'contacts', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: 'Élise',
      last_name: 'Marchetti',
      country: 'FR',
      phone: '+33 6 12 34 56 78',
      source: 'community',
      consent: true,
      locale: 'en',
    });
    // The link works once.
    await page.reload();
    await page.getByRole('button', { name: 'Confirm and join' }).click();
    await expect(page.getByRole('status')).toContainText('This link has already been used');

    await page.goto('/');
    await page.getByRole('button', { name: 'Join the Community' }).click();
    await page.getByLabel('First name').fill('Elise');
    await page.getByLabel('Last name').fill('Marchetti-Rossi');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Country').selectOption('IT');
    await page.getByLabel('Telephone').fill('+39 06 1234 5678');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Thank you, Elise.');
    rows = await rowsFor<ContactRow>(request, apiKey, 'contacts', email, 'ilike');
    expect(rows[0]).toMatchObject({ last_name: 'Marchetti', country: 'FR' });

    await confirmFromMailbox(page, request, email.toUpperCase());
    await expect(page.getByRole('status')).toContainText('Welcome, Elise.');
    rows = await rowsFor<ContactRow>(request, apiKey, 'contacts', email, 'ilike');
    expect(rows).toHaveLength(1);
    // The link proves the mailbox, not the details typed (issue 27 item 6): the contact keeps its own.
    expect(rows[0]).toMatchObject({ last_name: 'Marchetti', country: 'FR', consent: true });
  });

  test('in French: hero, quote, As Featured In and the community form', async ({ page, request }) => {
    const email = uniqueEmail('communaute');
    await inFrench(page, '/');
    await expect(page.getByText('Des soins biologiques à l’immortelle')).toBeVisible();
    await expect(page.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '/our-story');
    await expect(page.getByRole('link', { name: 'Découvrir la collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    await expect(page.getByRole('heading', { name: 'Bienvenue chez Maison Immortela' })).toBeVisible();
    await expect(page.getByText(/« Je voulais des soins qui sentent le maquis/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ils parlent de nous' }).getByRole('link')).toHaveCount(3);

    await page.getByRole('button', { name: 'Rejoindre la communauté' }).click();
    await page.getByLabel('Prénom').fill('Lucie');
    await page.getByLabel('Nom', { exact: true }).fill('Santoni');
    await page.getByLabel('E-mail').fill(email);
    await expect(page.getByLabel('Pays').locator('option[value="DE"]')).toHaveText('Allemagne');
    await page.getByLabel('Pays').selectOption('FR');
    await page.getByLabel('Téléphone').fill('06 12 34 56 78');
    await page.getByLabel('Prénom').fill('www.evil.example');
    await page.getByRole('button', { name: 'Rejoindre', exact: true }).click();
    await expect(page.getByText("Un nom ne peut pas contenir d'adresse web ou e-mail")).toBeVisible();
    await page.getByLabel('Prénom').fill('Lucie');
    const apiKey = await submitWithKey(
      page,
      'join_community',
      page.getByRole('button', { name: 'Rejoindre', exact: true }),
    );
    await expect(page.getByRole('status')).toContainText(
      'Merci, Lucie. Consultez votre boîte de réception pour confirmer',
    );
    await confirmFromMailbox(page, request, email, 'Confirmer et rejoindre');
    await expect(page.getByRole('heading', { level: 1, name: 'Rejoindre la communauté' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Bienvenue, Lucie. Votre adresse est confirmée');
    const rows = await rowsFor<ContactRow>(request, apiKey, 'contacts', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: 'Lucie', source: 'community', consent: true, locale: 'fr' });

    await page.goto('/community/confirm?token=not-a-token');
    await expect(page.getByRole('alert')).toContainText('Nous ne reconnaissons pas ce lien');
  });
});

test.describe('our story', () => {
  test('each section opens with Read more... and closes with Show less', async ({ page }) => {
    await page.goto('/our-story');
    for (const title of [
      'Living beauty',
      'The science of nature',
      'A French laboratory',
      'Our porcelain partner, since 1863',
      'Our founder and her vision',
      'The artist',
      'Craft elevated to art',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const lab = page.getByTestId('story-french-lab');
    await expect(lab.getByText(/certified organic contract laboratory in France/)).toBeVisible();
    await expect(lab.getByText(/ISO 22716/)).toBeHidden();
    await lab.getByRole('button', { name: 'Read more...' }).click();
    await expect(lab.getByText(/ISO 22716/)).toBeVisible();
    await lab.getByRole('button', { name: 'Show less' }).click();
    await expect(lab.getByText(/ISO 22716/)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Small farms in Provence and Corsica' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '8 new products' })).toBeVisible();
    await expect(page.getByRole('region', { name: '8 new products' }).getByRole('listitem')).toHaveCount(8);
  });

  test('in French: Lire la suite... and Afficher moins', async ({ page }) => {
    await inFrench(page, '/our-story');
    await expect(page.getByRole('heading', { level: 1, name: 'Notre histoire' })).toBeVisible();
    const artist = page.getByTestId('story-artist');
    await expect(artist.getByRole('heading', { name: 'L’artiste' })).toBeVisible();
    await expect(artist.getByText(/linoléum/)).toBeHidden();
    await artist.getByRole('button', { name: 'Lire la suite...' }).click();
    await expect(artist.getByText(/linoléum/)).toBeVisible();
    await artist.getByRole('button', { name: 'Afficher moins' }).click();
    await expect(artist.getByText(/linoléum/)).toBeHidden();
    await expect(page.getByRole('heading', { name: '8 nouveaux produits' })).toBeVisible();
    await expect(page.getByText(/fondée en 1863/).first()).toBeVisible();
  });
});

test.describe('rituals', () => {
  test('three collapsibles with their steps, a product step opening that product’s page', async ({
    page,
  }) => {
    await page.goto('/ritual');
    const morning = page.getByRole('button', { name: /Awaken & Protect/ });
    await expect(page.getByRole('button', { name: /Cleanse & Restore/ })).toBeVisible();
    const uv = page.getByRole('button', { name: /Hydrate\. Brighten\. Defend\./ });
    await expect(morning).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Warm 2 to 3 drops of Immortela Elixir/)).toBeHidden();
    await morning.click();
    await expect(page.getByText(/Warm 2 to 3 drops of Immortela Elixir/)).toBeVisible();
    await uv.click();
    await expect(
      page.getByText(/\+26% protection against UV compared with the same skin without it/),
    ).toBeVisible();
    await expect(page.getByText(/The mask is not a sun protection product/)).toBeVisible();
    await morning.click();
    await expect(page.getByText(/Warm 2 to 3 drops of Immortela Elixir/)).toBeHidden();

    await page.getByRole('link', { name: 'See Renouvela Crème' }).first().click();
    await expect(page).toHaveURL(/\/products\/renouvela-creme$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renouvela Crème' })).toBeVisible();
  });

  test('in French: Éveiller & Protéger, Nettoyer & Restaurer, Hydrater. Éclaircir. Défendre.', async ({
    page,
  }) => {
    await inFrench(page, '/ritual');
    await expect(page.getByRole('heading', { level: 1, name: 'Rituels' })).toBeVisible();
    await page.getByRole('button', { name: /Éveiller & Protéger/ }).click();
    await expect(page.getByText(/2 à 3 gouttes/)).toBeVisible();
    await page.getByRole('button', { name: /Nettoyer & Restaurer/ }).click();
    await page.getByRole('button', { name: /Hydrater\. Éclaircir\. Défendre\./ }).click();
    await expect(page.getByText(/supérieure de \+26 % à celle de la même peau sans masque/)).toBeVisible();
    await expect(page.getByText(/Le masque n’est pas un produit de protection solaire/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Voir Immortela Élixir 30 ml$/ })).toHaveAttribute(
      'href',
      '/products/immortela-elixir-30ml',
    );
  });
});

test.describe('journal', () => {
  test('lists four articles with cover, date and excerpt, and opens one with its Article JSON-LD', async ({
    page,
  }) => {
    await page.goto('/journal');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const item of await items.all()) {
      const cover = item.getByRole('img');
      await expect(cover).toHaveAttribute('alt', /.{10,}/);
      await expect(cover).toHaveAttribute('width', '1200');
      await expect(cover).toHaveAttribute('height', '675');
      await expect(item.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    }
    await expect(page.getByText('15 July 2025')).toBeVisible();

    await page.getByRole('link', { name: 'Porcelain since 1863: the jars we keep' }).click();
    await expect(page).toHaveURL(/\/journal\/porcelain-since-1863$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Porcelain since 1863: the jars we keep' }),
    ).toBeVisible();
    await expect(page.getByText('By Claire Antonetti')).toBeVisible();
    await expect(page).toHaveTitle('Porcelain since 1863: the jars we keep | Maison Immortela');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((o) => o['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: 'Porcelain since 1863: the jars we keep',
      datePublished: '2025-01-21',
      author: { name: 'Claire Antonetti' },
    });
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('an unknown article says so and links back to the journal', async ({ page }) => {
    await page.goto('/journal/no-such-article');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the journal' }).click();
    await expect(page).toHaveURL(/\/journal$/);
  });

  test('in French: the list and an article', async ({ page }) => {
    await inFrench(page, '/journal');
    await expect(page.getByText('15 juillet 2025')).toBeVisible();
    await page.getByRole('link', { name: 'La graveuse d’Arles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'La graveuse d’Arles' })).toBeVisible();
    await expect(page.getByText('Par Claire Antonetti')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dessiner sur le motif' })).toBeVisible();
    await page.goto('/journal/inconnu');
    await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au journal' })).toHaveAttribute('href', '/journal');
  });
});

test.describe('commitment and experiences', () => {
  test('our commitment in both languages', async ({ page }) => {
    await page.goto('/our-commitment');
    await expect(page.getByRole('heading', { name: 'Certified organic' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Packaging made to last' })).toBeVisible();
    await expect(page.getByText(/COSMOS Organic/)).toBeVisible();
    await inFrench(page, '/our-commitment');
    await expect(page.getByRole('heading', { name: 'Certifié biologique' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Des emballages faits pour durer' })).toBeVisible();
  });

  test('experiences lead to the contact form with the subject filled in', async ({ page }) => {
    await page.goto('/experiences');
    await expect(page.getByRole('heading', { name: 'Ritual workshop' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Harvest morning' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask about an experience: Immortelle facial' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(page.getByLabel('Subject')).toHaveValue('Experience: Immortelle facial');

    await inFrench(page, '/experiences');
    await expect(page.getByRole('heading', { name: 'Atelier rituel' })).toBeVisible();
    await page.getByRole('link', { name: 'Se renseigner sur une expérience : Matinée de récolte' }).click();
    await expect(page.getByLabel('Objet')).toHaveValue('Expérience : Matinée de récolte');
  });
});

test.describe('contact', () => {
  test('checks the fields, stores the message linked to its contact, and says so', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Please fill in this field.')).toHaveCount(4);
    await fillContactForm(page, {
      name: 'Jeanne Leca',
      email,
      subject: 'Refilling a jar',
      message: 'Too short',
    });
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
    await page.getByLabel('Message').fill('Can I send you my empty Renouvela jar to have it refilled?');
    const apiKey = await submitWithKey(
      page,
      'submit_contact_message',
      page.getByRole('button', { name: 'Send the message' }),
    );
    await expect(page.getByRole('status')).toContainText('Thank you, Jeanne Leca.');

    const messages = await rowsFor<MessageRow>(request, apiKey, 'contact_messages', email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ name: 'Jeanne Leca', subject: 'Refilling a jar', locale: 'en' });
    const contacts = await rowsFor<ContactRow>(request, apiKey, 'contacts', email);
    expect(contacts).toHaveLength(1);
    expect(messages[0]?.contact_id).toBe(contacts[0]?.id);
  });

  test('a filled honeypot is answered like a success and stores nothing', async ({ page, request }) => {
    const email = uniqueEmail('robot');
    await page.goto('/contact');
    await fillContactForm(page, {
      name: 'Robot',
      email,
      subject: 'Offer',
      message: 'Buy cheap followers for your shop today.',
    });
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    const apiKey = await submitWithKey(
      page,
      'submit_contact_message',
      page.getByRole('button', { name: 'Send the message' }),
    );
    await expect(page.getByRole('status')).toContainText('Thank you, Robot.');
    expect(await rowsFor<MessageRow>(request, apiKey, 'contact_messages', email)).toEqual([]);
  });

  test('a failure keeps the text and says what happened', async ({ page }) => {
    await page.route('**/rpc/submit_contact_message', (route) => route.abort('internetdisconnected'));
    await page.goto('/contact');
    await fillContactForm(page, {
      name: 'Jeanne',
      email: 'jeanne@example.com',
      subject: 'Question',
      message: 'Is the elixir suitable for sensitive skin?',
    });
    await page.getByRole('button', { name: 'Send the message' }).click();
    await expect(page.getByRole('alert')).toContainText('We could not reach our server');
    await expect(page.getByLabel('Message')).toHaveValue('Is the elixir suitable for sensitive skin?');
  });

  test('in French, stored with the French locale', async ({ page, request }) => {
    const email = uniqueEmail('contact-fr');
    await inFrench(page, '/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Nous écrire' })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText('Veuillez remplir ce champ.')).toHaveCount(4);
    await page.getByLabel('Nom', { exact: true }).fill('Paul Orsini');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Objet').fill('Atelier à Lyon');
    await page.getByLabel('Message').fill('Bonjour, quelles sont les prochaines dates de l’atelier à Lyon ?');
    const apiKey = await submitWithKey(
      page,
      'submit_contact_message',
      page.getByRole('button', { name: 'Envoyer le message' }),
    );
    await expect(page.getByRole('status')).toContainText('Merci, Paul Orsini.');
    const messages = await rowsFor<MessageRow>(request, apiKey, 'contact_messages', email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ subject: 'Atelier à Lyon', locale: 'fr' });
  });
});

test.describe('search', () => {
  test('finds products and journal articles with the keyboard alone', async ({ page }) => {
    await page.goto('/journal');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('renouvela');
    await expect(dialog.getByRole('region', { name: 'Products' }).getByRole('link')).not.toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/renouvela-/);
    await expect(page.getByRole('heading', { level: 1, name: /Renouvela/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).first().click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('printmaker');
    const articles = page.getByRole('dialog', { name: 'Search' }).getByRole('region', { name: 'Journal' });
    await expect(articles.getByRole('link', { name: /The printmaker of Arles/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/journal\/the-printmaker-of-arles$/);
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Search' }).first().click();
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('zzzz');
    await expect(page.getByText('Nothing matches “zzzz”.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('searches in French', async ({ page }) => {
    await inFrench(page, '/');
    await page.getByRole('button', { name: 'Rechercher' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Rechercher' });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('porcelaine');
    await expect(
      dialog
        .getByRole('region', { name: 'Journal' })
        .getByRole('link', { name: /La porcelaine depuis 1863/ }),
    ).toBeVisible();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('élixir');
    await expect(dialog.getByRole('region', { name: 'Produits' }).getByRole('link').first()).toBeVisible();
  });
});

const OPEN_STATES: { name: string; path: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home with the community form and its errors',
    path: '/',
    open: async (page) => {
      // In French the pre-rendered English home turns French after hydration; a click during that re-render
      // can be lost (seen once in CI: the button focused, the form still closed), so click until it is open.
      const join = page.locator('button[aria-controls]').filter({ hasText: /Join|Rejoindre/ });
      await expect(async () => {
        if ((await join.getAttribute('aria-expanded')) !== 'true') await join.click();
        await expect(join).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
      }).toPass();
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(5);
    },
  },
  {
    name: 'story with every section expanded',
    path: '/our-story',
    open: async (page) => {
      const buttons = page.getByRole('button', { name: /Read more|Lire la suite/ });
      await expect(buttons).toHaveCount(7);
      while ((await buttons.count()) > 0) await buttons.first().click();
    },
  },
  {
    name: 'rituals with every section open',
    path: '/ritual',
    open: async (page) => {
      const closed = page.getByRole('main').locator('button[aria-expanded="false"]');
      await expect(closed).toHaveCount(3);
      while ((await closed.count()) > 0) await closed.first().click();
    },
  },
  {
    name: 'contact form with its errors',
    path: '/contact',
    open: async (page) => {
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(4);
    },
  },
  {
    name: 'search dialog with results',
    path: '/journal',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^(Search|Rechercher)$/ })
        .first()
        .click();
      await expect(page.getByRole('searchbox')).toBeFocused();
      await page.keyboard.type('immortelle');
      await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    },
  },
];

test.describe('axe with everything open', () => {
  for (const language of ['en', 'fr'] as const) {
    for (const state of OPEN_STATES) {
      test(`${state.name} (${language})`, async ({ page }) => {
        if (language === 'fr') await inFrench(page, state.path);
        else await page.goto(state.path);
        await state.open(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});
