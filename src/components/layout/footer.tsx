import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LINKS } from '@/lib/site';
import { paths } from '@/lib/paths';

const SHOP_LINKS = [
  { to: paths.collection, labelKey: 'nav.collection' },
  { to: paths.ritual, labelKey: 'nav.ritual' },
  { to: paths.cart, labelKey: 'nav.cart' },
  { to: paths.order, labelKey: 'footer.orderStatus' },
];

const ABOUT_LINKS = [
  { to: paths.ourStory, labelKey: 'nav.ourStory' },
  { to: paths.ourCommitment, labelKey: 'nav.ourCommitment' },
  { to: paths.journal, labelKey: 'nav.journal' },
  { to: paths.experiences, labelKey: 'nav.experiences' },
  { to: paths.contact, labelKey: 'footer.contact' },
];

/**
 * The legal pages, the accessibility statement, the way to withdraw (D221-5 wording; a member's orders, or the
 * order lookup for a guest, where each order's withdrawal starts) and the model withdrawal form, in the bottom
 * bar of every page (checkout included), so that the way to withdraw is always one click away.
 */
const LEGAL_LINKS = [
  { to: paths.legalNotice, labelKey: 'footer.legalNotice' },
  { to: paths.terms, labelKey: 'footer.terms' },
  { to: paths.privacy, labelKey: 'footer.privacy' },
  { to: paths.cookies, labelKey: 'footer.cookies' },
  { to: paths.accessibility, labelKey: 'footer.accessibility' },
];

const linkClass =
  'text-cream/85 hover:text-cream hover:underline focus-visible:outline-2 focus-visible:outline-cream';

/** `signedIn`: the way to withdraw leads a member to their orders, anyone else to the order lookup. */
export function Footer({
  year = new Date().getFullYear(),
  signedIn = false,
}: {
  year?: number;
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-ink text-cream">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl">{t('brand.name')}</p>
          <p className="mt-2 text-sm text-cream/80">{t('footer.madeIn')}</p>
        </div>
        <FooterList title={t('footer.shop')}>
          <InternalLinks links={SHOP_LINKS} />
        </FooterList>
        <FooterList title={t('footer.about')}>
          <InternalLinks links={ABOUT_LINKS} />
        </FooterList>
        <FooterList title={t('footer.follow')}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.id}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {link.label}
                <span className="sr-only"> {t('footer.newTab')}</span>
              </a>
            </li>
          ))}
        </FooterList>
      </div>
      <div className="flex flex-col items-center gap-3 border-t border-cream/15 px-4 py-6 text-sm text-cream/80 sm:flex-row sm:justify-center sm:gap-8">
        <p>{t('footer.copyright', { year })}</p>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            <InternalLinks links={LEGAL_LINKS} />
            <WithdrawLinks signedIn={signedIn} />
          </ul>
        </nav>
      </div>
    </footer>
  );
}

function FooterList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-widest text-cream">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function WithdrawLinks({ signedIn }: { signedIn: boolean }) {
  return (
    <InternalLinks
      links={[
        { to: signedIn ? paths.myOrders : paths.order, labelKey: 'footer.withdraw' },
        { to: paths.withdrawalForm, labelKey: 'footer.withdrawalForm' },
      ]}
    />
  );
}

function InternalLinks({ links }: { links: { to: string; labelKey: string }[] }) {
  const { t } = useTranslation();
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {t(link.labelKey)}
      </Link>
    </li>
  ));
}
