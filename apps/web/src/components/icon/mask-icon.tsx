// A single-colour SVG from public/images drawn in the current text colour (the shipped icons
// use currentColor, which an <img> cannot inherit). Decorative: the control carries the label.
import './mask-icon.css';

export function MaskIcon({ src, size = 20 }: { src: string; size?: number }) {
  return (
    <span
      className="mask-icon"
      aria-hidden="true"
      // Set through the CSSOM at run time, which the CSP's style-src allows.
      style={{ maskImage: `url("${src}")`, width: size, height: size }}
    />
  );
}
