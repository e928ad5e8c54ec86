import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { Section } from './section';

const QUESTIONS = ['time', 'start', 'cost', 'formats'] as const;

/**
 * Four questions (anchor #faq). One answer is open at a time: opening another closes it, and
 * clicking the open one closes it too. Each question is a button inside its h3 (the WAI-ARIA
 * accordion pattern) that controls a labelled region.
 */
export function FaqSection() {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <Section id="faq" title={t('home.faq.title')} className="border-t border-border bg-surface">
      <div className="mx-auto max-w-3xl divide-y divide-border rounded-3xl border border-border bg-bg">
        {QUESTIONS.map((question, index) => {
          const isOpen = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={question}>
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : index)}
                  className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand sm:px-6"
                >
                  {t(`home.faq.items.${question}.question`)}
                  <Icon name="chevronDown" className={`size-5 shrink-0 text-muted transition-transform duration-200 motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`} />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-6 text-pretty text-muted sm:px-6">
                {t(`home.faq.items.${question}.answer`)}
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
