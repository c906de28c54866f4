// A labelled whole-number input of a console form. An empty or unreadable box gives NaN, which
// the contract check then names (no silent 0), and NaN shows as an empty box.
export function WholeNumberField({
  label,
  value,
  min,
  max,
  onChange,
  className = 'ops-field',
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <input
        type="number"
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
    </label>
  );
}
