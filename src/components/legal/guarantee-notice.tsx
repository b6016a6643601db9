// The harmonised notice on the legal guarantee of conformity (src/content/guarantee-notice.ts says where its
// words come from), shown whole before the order: in the product dialog and at checkout. Never folded away: the
// law wants it prominent. Under it, the seller's own line from the owner's facts.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { LEGAL_FACTS } from '@/lib/legal-facts';
import { guaranteeNotice, sellerGuaranteeLine, type NoticeRun } from '@/content/guarantee-notice';

function Runs({ runs }: { runs: NoticeRun[] }) {
  return (
    <>
      {runs.map((run, index) =>
        run.strong ? <strong key={index}>{run.text}</strong> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

export function GuaranteeNotice({
  heading: Heading = 'h2',
  className,
}: {
  /** The heading level that fits where the notice stands. */
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  const { t, i18n } = useTranslation('common');
  const notice = guaranteeNotice(i18n.language);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="guarantee-notice"
      className={cn(
        'overflow-hidden rounded-lg border-2 border-[#003399] bg-white text-sm text-ink',
        className,
      )}
    >
      {/* The notice's colours (Annex I: Reflex Blue and Yellow); white on this blue reads at about 11:1. */}
      <Heading
        id={titleId}
        className="flex items-center gap-2 bg-[#003399] px-4 py-2 font-sans text-base font-bold uppercase tracking-wide text-white"
      >
        <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-[#FFED00]" />
        {notice.title}
      </Heading>
      <div className="space-y-2 px-4 py-3 leading-relaxed">
        <p className="text-base">
          <Runs runs={notice.lead} />
        </p>
        <p>{notice.claim}</p>
        <ul className="ml-5 list-disc">
          {notice.claimCases.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <Runs runs={notice.liability} />
        </p>
        <ul className="ml-5 list-disc">
          {notice.remedies.map((runs, index) => (
            <li key={index}>
              <Runs runs={runs} />
            </li>
          ))}
        </ul>
        <p>{notice.longer}</p>
        <p>
          {notice.moreInfo}{' '}
          <a
            href={notice.link.href}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-[#003399] underline [overflow-wrap:anywhere]"
          >
            {notice.link.label}
            <span className="sr-only"> {t('footer.newTab')}</span>
          </a>
        </p>
        <p className="font-semibold">{notice.whatToDo}</p>
        <ol className="ml-5 list-decimal">
          {notice.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <Runs runs={notice.commercial} />
        </p>
      </div>
      <p
        className="border-t border-[#003399]/30 bg-[#FFED00]/25 px-4 py-2 text-xs"
        data-testid="guarantee-seller"
      >
        {sellerGuaranteeLine(i18n.language, LEGAL_FACTS)}
      </p>
    </section>
  );
}
