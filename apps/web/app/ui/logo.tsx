// The brand wordmark at LOGO_WIDTH_PX x LOGO_HEIGHT_PX. The name comes from the build setting, so a
// rebranded build needs no new artwork; the text is squeezed to fit the box whatever its length.
import { publicEnv } from '../lib/env';
import { LOGO_HEIGHT_PX, LOGO_WIDTH_PX } from './interface-values';
import './logo.css';

export interface LogoProps {
  width?: number;
  height?: number;
  className?: string;
}

export function Logo({ width = LOGO_WIDTH_PX, height = LOGO_HEIGHT_PX, className }: LogoProps) {
  const name = publicEnv.brandName;
  return (
    <svg
      className={['ui-logo', className].filter(Boolean).join(' ')}
      width={width}
      height={height}
      viewBox={`0 0 ${LOGO_WIDTH_PX} ${LOGO_HEIGHT_PX}`}
      role="img"
      aria-label={name}
    >
      <text
        className="ui-logo__word"
        x={LOGO_WIDTH_PX / 2}
        y="43"
        textAnchor="middle"
        textLength={name.length > 4 ? LOGO_WIDTH_PX - 16 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
      <path className="ui-logo__smile" d="M34 53c20 9 55 9 75 0" fill="none" strokeWidth="4" strokeLinecap="round" />
      <path className="ui-logo__leaf" d="M112 9c-9 1-14 7-13 15 8 0 13-6 13-15Z" />
    </svg>
  );
}
