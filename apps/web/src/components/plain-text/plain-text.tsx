// Server text that is plain, never HTML (help articles, notices): blank lines make paragraphs,
// single line breaks stay.
import './plain-text.css';

export function PlainText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className="plain-text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
    </div>
  );
}
