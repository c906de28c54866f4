// A home section whose data comes with a later issue: its heading and a designed empty state.
export function EmptySection({
  id,
  icon,
  title,
  text,
}: {
  id: string;
  icon: 'matches' | 'leaderboard' | 'winners';
  title: string;
  text: string;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      <div className="empty-state card">
        <img src={`/images/empty/${icon}.svg`} alt="" width={120} height={90} />
        <p>{text}</p>
      </div>
    </section>
  );
}
