/** The heading of a landing section: a title (its h2, with the id the section is labelled by) and a line under it. */
export function SectionHeading({ id, title, subtitle, className = '' }: { id: string; title: string; subtitle?: string; className?: string }) {
  return (
    <div className={`mx-auto max-w-2xl text-center ${className}`.trim()}>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-pretty text-muted">{subtitle}</p> : null}
    </div>
  );
}
