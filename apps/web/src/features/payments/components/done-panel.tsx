// What a money form shows once its request went through: what was sent, and a button back to an
// empty form for another one.
export function DonePanel({
  title,
  text,
  againLabel,
  onAgain,
}: {
  title: string;
  text: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div className="pay-done" role="status">
      <h5 className="pay-done__title">{title}</h5>
      <p>{text}</p>
      <button type="button" className="button" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
